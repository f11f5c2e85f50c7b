import { sql } from 'drizzle-orm';
import { openPostgres, rowsOf } from '../../apps/server/src/db/client.ts';
import {
  databaseUrlOf,
  type ServerProcess,
  type ServerStore,
  startServerProcess,
} from '../server-process.ts';
import { call } from '../api-call.ts';
import { sleep } from '../support.ts';
import type { Member } from '../accounts.ts';
import type { World } from './world.ts';

/**
 * (3) kill -9 under money load, again and again: keyed deposits and withdrawals run from several
 * workers, the server dies mid-flight, restarts, and every request that got no answer is retried
 * with its Idempotency-Key until it gets one. Then the books are read directly: each operation
 * answered 2xx exists exactly once, each refused one not at all.
 */
interface Op {
  n: number;
  user: Member;
  kind: 'deposit' | 'withdrawal';
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** Final answer (2xx or 4xx); undefined while unanswered. */
  status?: number;
}

export interface CrashFigures {
  cycles: number;
  operations: number;
  unanswered: number;
  lost: number;
  duplicates: number;
  stuckKeys: number;
  failedRestarts: number;
  restartMs: number[];
  samples: string[];
}

async function restart(store: ServerStore, env: Record<string, string>, figures: CrashFigures) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = Date.now();
    try {
      const server = await startServerProcess(store, env, 180_000);
      figures.restartMs.push(Date.now() - started);
      return server;
    } catch (error) {
      figures.failedRestarts += 1;
      if (figures.samples.length < 10)
        figures.samples.push(`restart: ${String(error).slice(0, 300)}`);
    }
  }
  throw new Error('the server did not come back after three attempts');
}

export async function crashCycles(options: {
  store: ServerStore;
  env: Record<string, string>;
  server: ServerProcess;
  world: World;
  cycles: number;
  workers?: number;
}): Promise<{ figures: CrashFigures; server: ServerProcess }> {
  const { store, env, world } = options;
  let server = options.server;
  const figures: CrashFigures = {
    cycles: 0,
    operations: 0,
    unanswered: 0,
    lost: 0,
    duplicates: 0,
    stuckKeys: 0,
    failedRestarts: 0,
    restartMs: [],
    samples: [],
  };
  const ops: Op[] = [];
  let next = 0;
  const send = (op: Op) =>
    call(server.url, op.path, {
      body: op.body,
      cookie: op.user.cookie,
      headers: { 'idempotency-key': op.key },
      timeoutMs: 15_000,
    });

  for (let cycle = 1; cycle <= options.cycles; cycle++) {
    figures.cycles = cycle;
    let stopped = false;
    const pending: Op[] = [];
    const worker = async (w: number) => {
      while (!stopped) {
        next += 1;
        const n = next;
        const user = world.users[(n + w) % world.users.length]!;
        const deposit = n % 2 === 0;
        const op: Op = {
          n,
          user,
          kind: deposit ? 'deposit' : 'withdrawal',
          key: `chaos-${process.pid}-${n}`,
          path: deposit ? '/v1/deposits' : '/v1/withdrawals',
          body: deposit
            ? { paymentMethodId: world.methodId, amount: 100 + n }
            : { paymentMethodId: world.methodId, amount: 1_00, walletAddress: `chaos-op-${n}` },
        };
        ops.push(op);
        const answer = await send(op);
        if (answer.status >= 200 && answer.status < 500 && answer.status !== 409)
          op.status = answer.status;
        else pending.push(op);
      }
    };
    const running = Array.from({ length: options.workers ?? 8 }, (_, w) => worker(w));
    await sleep(300 + Math.floor(Math.random() * 900));
    await server.kill9();
    stopped = true;
    await Promise.all(running);
    server = await restart(store, env, figures);
    figures.unanswered += pending.length;
    // Every request that got no answer is sent again with its key until it gets one.
    for (const op of pending) {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const answer = await send(op);
        if (answer.status >= 200 && answer.status < 500 && answer.status !== 409) {
          op.status = answer.status;
          break;
        }
        if (Date.now() > deadline) {
          figures.stuckKeys += 1;
          if (figures.samples.length < 10)
            figures.samples.push(
              `stuck key ${op.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
            );
          break;
        }
        await sleep(answer.status === 409 ? 1000 : 200);
      }
    }
  }
  figures.operations = ops.length;

  // Read the books directly.
  const database = openPostgres(databaseUrlOf(store), 2);
  try {
    const rows = rowsOf<{
      user_id: string;
      kind: string;
      amount: string;
      wallet_address: string | null;
      n: number;
    }>(
      await database.db.execute(sql`
        SELECT user_id, kind, amount::text, wallet_address, count(*)::int AS n FROM transactions
        WHERE kind IN ('deposit', 'withdrawal') GROUP BY user_id, kind, amount, wallet_address`),
    );
    const found = new Map<string, number>();
    for (const row of rows) {
      const id =
        row.kind === 'deposit'
          ? `d:${row.user_id}:${row.amount}`
          : `w:${row.user_id}:${row.wallet_address}`;
      found.set(id, (found.get(id) ?? 0) + row.n);
    }
    for (const op of ops) {
      const id =
        op.kind === 'deposit'
          ? `d:${op.user.id}:${op.body.amount}`
          : `w:${op.user.id}:${op.body.walletAddress}`;
      const times = found.get(id) ?? 0;
      const done = op.status !== undefined && op.status < 300;
      if (done && times === 0) {
        figures.lost += 1;
        if (figures.samples.length < 10) figures.samples.push(`lost ${op.kind} ${op.key}`);
      }
      if (times > 1 || (!done && op.status !== undefined && times > 0)) {
        figures.duplicates += 1;
        if (figures.samples.length < 10)
          figures.samples.push(`duplicate ${op.kind} ${op.key} ×${times} (answer ${op.status})`);
      }
    }
  } finally {
    await database.close();
  }
  return { figures, server };
}
