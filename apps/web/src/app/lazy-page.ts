import { type ComponentType, lazy } from 'react';

/**
 * A page component loaded on first render from a module that exports it as `name`, so every
 * page is its own chunk and loads only when its route is visited.
 */
export function lazyPage<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
