import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface ListedRoute {
  method: HTTPMethods;
  url: string;
  /** Accepts a session still waiting for its second factor (route config `allowPendingMfa`). */
  allowPendingMfa: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as registered (tests walk it). */
    routeList: ListedRoute[];
  }
}

/** Records each route as it is registered (register before the routes). */
export function registerRouteList(app: FastifyInstance): void {
  const list: ListedRoute[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        list.push({
          method,
          url: route.url,
          allowPendingMfa: Boolean(route.config?.allowPendingMfa),
        });
      }
    }
  });
}
