/**
 * A record's `$permissions`: the server's rule written in the SDK's syntax. Admins are the
 * `label:admin` role. The strings describe the rule; they never decide it (the collections'
 * access rules do), and a request may only repeat them.
 */
export const ADMINS = 'label:admin';

export function permissionsOf(grants: Partial<Record<'read' | 'update' | 'delete', string[]>>) {
  return (['read', 'update', 'delete'] as const).flatMap((action) =>
    (grants[action] ?? []).map((role) => `${action}("${role}")`),
  );
}
