import pg from 'pg';
import { call } from '../api-call.ts';
import { seedFollowers } from '../copy-seed.ts';
import { expectStatus } from '../accounts.ts';
import {
  databaseUrlOf,
  type ServerProcess,
  type ServerStore,
  startServerProcess,
} from '../server-process.ts';
import { sleep } from '../support.ts';
import { newMember, type World } from './world.ts';

/**
 * kill -9 in the middle of copy settlements (decision 043): a lead trader with `followers`
 * followers opens a position, sends its close with an Idempotency-Key, and the server is killed a
 * few milliseconds later, again and again. After each restart the books are read directly before
 * any retry: the close either settled every mirror (one close, one settlement per mirror, every
 * mirror closed) or none at all (no close, no settlement, every mirror open). Then the close is
 * retried with its key until answered, and it must exist exactly once, every mirror settled once.
 */
export interface CopyCrashFigures {
  cycles: number;
  killedBeforeCommit: number;
  partialSettlements: number;
  notExactlyOnce: number;
  samples: string[];
}

export async function copyCrashCycles(options: {
  store: ServerStore;
  env: Record<string, string>;
  server: ServerProcess;
  world: World;
  cycles: number;
  followers: number;
}): Promise<{ figures: CopyCrashFigures; server: ServerProcess }> {
  const { store, env, world, followers } = options;
  let server = options.server;
  const figures: CopyCrashFigures = {
    cycles: 0,
    killedBeforeCommit: 0,
    partialSettlements: 0,
    notExactlyOnce: 0,
    samples: [],
  };
  // A connection per use: the server's kill -9 may take its embedded database down with it.
  const withClient = async <T>(use: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrlOf(store) });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const trader = await newMember({ ...world, base: server.url }, 'lead');
  await withClient((client) =>
    seedFollowers(client, {
      traderId: trader.id,
      followers,
      shareBps: 1000,
      prefix: `k${process.pid % 1000}`,
    }),
  );
  /** What the books say of a position's close: closes, settlements, mirrors still open. */
  const state = async (positionId: string) => {
    const { rows } = await withClient((direct) =>
      direct.query<{ closes: number; settled: number; open: number }>(
        `SELECT (SELECT count(*)::int FROM position_closes WHERE position_id = $1) AS closes,
           (SELECT count(*)::int FROM copy_settlements s JOIN position_closes c ON c.id = s.close_id
             WHERE c.position_id = $1) AS settled,
           (SELECT count(*)::int FROM copy_positions WHERE position_id = $1 AND status = 'open') AS open`,
        [positionId],
      ),
    );
    return rows[0]!;
  };
  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    figures.cycles = cycle;
    const opened = expectStatus(
      await call(server.url, '/v1/trader/positions', {
        cookie: trader.cookie,
        body: {
          instrumentId: 'eth-usd',
          side: cycle % 2 ? 'long' : 'short',
          entryPrice: '3150.25',
          sizeBps: 3000,
        },
        timeoutMs: 30_000,
      }),
      201,
      'open a position',
    );
    const key = `copy-close-${process.pid}-${cycle}`;
    const close = () =>
      call(server.url, `/v1/trader/positions/${opened.body.id}/close`, {
        cookie: trader.cookie,
        body: { exitPrice: '3301.77', percent: 100 },
        headers: { 'idempotency-key': key },
        timeoutMs: 30_000,
      });
    const sent = close();
    // From just after the request to past a typical close: some kills land mid-close, some after.
    await sleep(Math.floor(Math.random() * 400));
    await server.kill9();
    await sent;
    server = await startServerProcess(store, env, 180_000);
    const after = await state(opened.body.id);
    if (after.closes === 0) figures.killedBeforeCommit += 1;
    const whole = after.closes === 1 && after.settled === followers && after.open === 0;
    const none = after.closes === 0 && after.settled === 0 && after.open === followers;
    if (!whole && !none) {
      figures.partialSettlements += 1;
      if (figures.samples.length < 10) figures.samples.push(`partial: ${JSON.stringify(after)}`);
    }
    const deadline = Date.now() + 60_000;
    for (;;) {
      const answer = await close();
      if (answer.status === 200) break;
      if (Date.now() > deadline) {
        figures.notExactlyOnce += 1;
        figures.samples.push(`close never answered: ${answer.status}`);
        break;
      }
      await sleep(answer.status === 409 ? 1000 : 200);
    }
    const final = await state(opened.body.id);
    if (final.closes !== 1 || final.settled !== followers || final.open !== 0) {
      figures.notExactlyOnce += 1;
      if (figures.samples.length < 10)
        figures.samples.push(`after retry: ${JSON.stringify(final)}`);
    }
  }
  return { figures, server };
}
