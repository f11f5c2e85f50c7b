/**
 * Appwrite's event names for one change, e.g. for a document update:
 * `databases.copyvest.collections.transactions.documents.<id>.update`, the same without the
 * action, the collection and database levels, and each of those with any of their ids as `*`
 * (`databases.*.collections.*.documents.*.update`…), the most specific first.
 *
 * `path` alternates names and ids: ['databases', db, 'collections', c, 'documents', id].
 */
export function eventNames(path: string[], action: string): string[] {
  const patterns: string[][] = [[...path, action], path];
  for (let end = path.length - 2; end >= 2; end -= 2) patterns.push(path.slice(0, end));
  const names = new Set<string>();
  for (const pattern of patterns) {
    const idPositions = pattern
      .map((_, index) => index)
      .filter((index) => index % 2 === 1 && index < path.length);
    for (let mask = 0; mask < 1 << idPositions.length; mask++) {
      const parts = [...pattern];
      idPositions.forEach((position, bit) => {
        if (mask & (1 << bit)) parts[position] = '*';
      });
      names.add(parts.join('.'));
    }
  }
  return [...names];
}

/** The channels a record change is published on, per form (as Appwrite's realtime adapter). */
export function documentChannels(databaseId: string, collectionId: string, id: string): string[] {
  const collection = `databases.${databaseId}.collections.${collectionId}.documents`;
  return ['documents', collection, `${collection}.${id}`];
}

export function rowChannels(databaseId: string, tableId: string, id: string): string[] {
  const table = `tablesdb.${databaseId}.tables.${tableId}.rows`;
  const legacy = `databases.${databaseId}.tables.${tableId}.rows`;
  return ['rows', table, `${table}.${id}`, legacy, `${legacy}.${id}`];
}

export function accountChannels(userId: string): string[] {
  return ['account', `account.${userId}`];
}

/** A support ticket's channels (decision 052): all the tickets one may read, and this one. */
export function ticketChannels(ticketId: string): string[] {
  return ['tickets', `tickets.${ticketId}`];
}
