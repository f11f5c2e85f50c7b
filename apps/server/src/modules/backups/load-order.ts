/**
 * Tables in an order that loads every referenced table before the tables referring to it (a
 * table referring to itself is fine: a COPY checks its keys when the whole statement is done).
 * Throws on a cycle between tables, which the schema does not have.
 */
export function loadOrder(tables: string[], foreignKeys: { from: string; to: string }[]): string[] {
  const waitingOn = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { from, to } of foreignKeys) {
    if (from !== to && waitingOn.has(from) && waitingOn.has(to)) waitingOn.get(from)!.add(to);
  }
  const order: string[] = [];
  while (waitingOn.size > 0) {
    const ready = [...waitingOn].filter(([, needs]) => needs.size === 0).map(([table]) => table);
    if (ready.length === 0) {
      throw new Error(`foreign keys form a cycle among ${[...waitingOn.keys()].join(', ')}`);
    }
    for (const table of ready.sort()) {
      order.push(table);
      waitingOn.delete(table);
      for (const needs of waitingOn.values()) needs.delete(table);
    }
  }
  return order;
}
