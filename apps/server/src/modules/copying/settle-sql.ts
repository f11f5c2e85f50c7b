import { sql, type SQL } from 'drizzle-orm';

/**
 * A mirror's result in cents in SQL, exactly as `mirrorPnlCents` of the shared package computes
 * it (decision 043): floor(E × size × closed × side × (exit − entry) / (10^8 × entry)) with the
 * prices scaled to integers and PostgreSQL's exact numeric `div`/`mod`, rounded toward −∞ (div
 * truncates toward zero; a negative remainder takes one cent more). A test proves both agree.
 */
export function mirrorPnlSql(o: {
  equityAtOpen: SQL;
  sizeBps: SQL;
  closedBps: SQL;
  /** 'long' or 'short'. */
  side: SQL;
  entryPrice: SQL;
  exitPrice: SQL;
}): SQL {
  const entry = sql`(${o.entryPrice} * 100000000)`;
  const numerator = sql`(${o.equityAtOpen}::numeric * ${o.sizeBps} * ${o.closedBps}
    * (CASE WHEN ${o.side} = 'long' THEN 1 ELSE -1 END)
    * ((${o.exitPrice} * 100000000) - ${entry}))`;
  const denominator = sql`(100000000 * ${entry})`;
  return sql`((div(${numerator}, ${denominator})
    - CASE WHEN ${numerator} < 0 AND mod(${numerator}, ${denominator}) <> 0 THEN 1 ELSE 0 END)::bigint)`;
}

/** A notification or mail id made in SQL like `newId()`: hex milliseconds and 7 random hex. */
export const sqlId = (salt: SQL) =>
  sql`(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint)
    || substr(md5(random()::text || ${salt}), 1, 7))`;
