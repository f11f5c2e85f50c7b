import type pg from 'pg';

/** Each follower's allocation (cents), plus 0–96 cents so the floor and the share vary. */
export const ALLOCATION = 500_00;

/**
 * Makes `traderId` an active lead trader and gives them `followers` followers, each with a copy
 * funded through the books (a deposit to the balance, then the allocation to `copy:<id>`), in SQL
 * with triggers off (no realtime notice per row). Follower ids are prefixed with `prefix`.
 */
export async function seedFollowers(
  client: pg.Client,
  options: { traderId: string; followers: number; shareBps: number; prefix?: string },
) {
  const { traderId, followers, shareBps } = options;
  const prefix = options.prefix ?? 'f';
  await client.query(`SET session_replication_role = replica`);
  await client.query(`UPDATE users SET is_active = true WHERE id = $1`, [traderId]);
  await client.query(
    `INSERT INTO lead_traders (user_id, display_name, risk_level, min_allocation, max_allocation,
       profit_share_bps) VALUES ($1, 'Bench Trader', 3, 100, 100000000, $2)`,
    [traderId, shareBps],
  );
  await client.query(
    `INSERT INTO accounts (id, email, created_at)
     SELECT $2 || lpad(i::text, 17, '0'), $2 || 'follower' || i || '@copyvest.test', now()
     FROM generate_series(1, $1::int) i`,
    [followers, prefix],
  );
  await client.query(
    `INSERT INTO users (id, name, email, phone, country, is_active, referral_id, created_at)
     SELECT id, 'Follower ' || substr(id, 12), email, '+442079460000', 'United Kingdom', true,
            'R' || id, created_at
     FROM accounts WHERE email LIKE $1 || 'follower%@copyvest.test'`,
    [prefix],
  );
  await client.query(
    `INSERT INTO copies (id, follower_id, trader_id, equity, invested, high_water_mark)
     SELECT 'c' || id, id, $1, $2::bigint + (right(id, 6)::int % 97),
            $2::bigint + (right(id, 6)::int % 97), $2::bigint + (right(id, 6)::int % 97)
     FROM users WHERE email LIKE $3 || 'follower%@copyvest.test'`,
    [traderId, ALLOCATION, prefix],
  );
  await client.query(
    `INSERT INTO ledger_transfers (ledger, debit_account, credit_account, amount, phase, reason,
       reference, created_at)
     SELECT 'usd', 'platform:deposits_received', 'user:' || follower_id || ':balance', equity,
       'posted', 'deposit', id, now() FROM copies WHERE trader_id = $1
     UNION ALL
     SELECT 'usd', 'user:' || follower_id || ':balance', 'copy:' || id, equity, 'posted',
       'copy_allocation', id, now() FROM copies WHERE trader_id = $1`,
    [traderId],
  );
  await client.query(`SET session_replication_role = origin`);
  await client.query(`VACUUM ANALYZE users, copies, ledger_transfers`);
}
