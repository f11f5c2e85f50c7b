import http from 'node:http';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../apps/server/src/db/client.ts';
import { freePort } from './server-process.ts';
import { atCleanup } from './support.ts';

export interface MailReceiver {
  /** MAIL_HTTP_URL for the server(s). */
  url: string;
  /** How many times each outbox id was sent (the Idempotency-Key the HTTP transport sends). */
  sends: Map<string, number>;
  /** The server's environment to send to this receiver (MAIL_TRANSPORT=http). */
  env: Record<string, string>;
}

/**
 * The e-mail provider a bench's servers send to (MAIL_TRANSPORT=http), as a deployment's would,
 * rather than the development transport's files: accepts every mail and counts each outbox id's
 * sends. Closed at the bench's cleanup.
 */
export async function startMailReceiver(): Promise<MailReceiver> {
  const sends = new Map<string, number>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const id = String(request.headers['idempotency-key'] ?? '');
      sends.set(id, (sends.get(id) ?? 0) + 1);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ data: { id } }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  atCleanup(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = `http://127.0.0.1:${port}/send`;
  return {
    url,
    sends,
    env: { MAIL_TRANSPORT: 'http', MAIL_HTTP_URL: url, MAIL_HTTP_TOKEN: 'bench-mail-token' },
  };
}

export interface OutboxDelivery {
  queued: number;
  sentOnce: number;
  sentTwice: number;
  notSent: number;
  /** The outbox drained (nothing pending or being sent) within the wait. */
  drained: boolean;
}

/**
 * Waits up to `ms` for the outbox to drain, then compares it with what the receiver got: every
 * queued mail should be `sent` and received exactly once.
 */
export async function outboxDelivery(
  database: Database,
  receiver: MailReceiver,
  ms = 30_000,
): Promise<OutboxDelivery> {
  const deadline = Date.now() + ms;
  let drained = false;
  while (!drained && Date.now() < deadline) {
    const [waiting] = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`,
      ),
    );
    drained = waiting?.n === 0;
    if (!drained) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const outbox = rowsOf<{ id: string; status: string }>(
    await database.db.execute(sql`SELECT id, status FROM mail_outbox`),
  );
  return {
    queued: outbox.length,
    sentOnce: outbox.filter((m) => m.status === 'sent' && receiver.sends.get(m.id) === 1).length,
    sentTwice: outbox.filter((m) => (receiver.sends.get(m.id) ?? 0) > 1).length,
    notSent: outbox.filter((m) => m.status !== 'sent').length,
    drained,
  };
}
