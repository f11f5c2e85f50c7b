import { Column, is, SQL } from 'drizzle-orm';

/** What of drizzle's prepared select this reads and sets (node-postgres session). */
interface PreparedSelectInternals {
  /** The selected fields in column order, each with its path in the answer's object. */
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** How drizzle reads one selected field back: a column's own mapping or an SQL's decoder. */
function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  // `decoder` is drizzle's own (internal) name for what `sql<T>` maps its value with.
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return undefined;
}

/**
 * Maps a prepared select's rows with the decoders looked up once, when every field sits at the top
 * of the answer (no joined table's object to null out): drizzle's own mapping asks each field of
 * each row what it is, a fifth of a list page's mapping time (decision 062). The values are the
 * ones drizzle would give. Any other select keeps drizzle's mapping.
 */
export function mapFlatRows<T extends object>(prepared: T): T {
  const internals = prepared as PreparedSelectInternals;
  const fields = internals.fields;
  if (!Array.isArray(fields) || fields.some(({ path }) => path.length !== 1)) return prepared;
  const keys = fields.map(({ path }) => path[0]!);
  const decoders = fields.map(({ field }) => decoderOf(field));
  if (decoders.some((decoder) => decoder === undefined)) return prepared;
  const count = keys.length;
  internals.customResultMapper = (rows) =>
    rows.map((row) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < count; i++) {
        const value = row[i];
        record[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return record;
    });
  return prepared;
}
