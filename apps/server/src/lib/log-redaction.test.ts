import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestContext } from '../../test/support/test-app.ts';
import { adminClient } from '../../test/support/client.ts';
import { scrubText } from './log-redaction.ts';

/** What the server logs carries no e-mail, phone, wallet, token, cookie or query. */
const EMAIL = 'secret.person@example.test';
const PHONE = '+44 20 7946 0999';
const WALLET = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('log redaction', () => {
  it('scrubs e-mails, phones, wallets and tokens from any text', () => {
    const text = `to ${EMAIL} tel ${PHONE} btc ${WALLET} eth ${ETH} token ${'a'.repeat(43)} at 2026-11-24T10:00:00.000Z`;
    const scrubbed = scrubText(text);
    for (const secret of [EMAIL, PHONE, WALLET, ETH, 'a'.repeat(43)]) {
      expect(scrubbed).not.toContain(secret);
    }
    expect(scrubbed).toContain('2026-11-24T10:00:00.000Z');
    expect(scrubText('Failed query: insert into x values ($1)\nparams: a,b,c')).toBe(
      'Failed query: insert into x values ($1)\nparams: [redacted]',
    );
  });

  it('a failing request logs its error with the request id, but none of its values, query or cookie', async () => {
    const ctx = await createTestContext();
    const admin = await adminClient(ctx);
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().split('\n').filter(Boolean)),
    );
    const { app } = await buildApp({
      db: ctx.database.db,
      settingsDb: ctx.database.apart,
      dbKind: ctx.database.kind,
      config: { ...ctx.config, LOG_LEVEL: 'debug' },
      clock: ctx.clock,
      sleep: async () => undefined,
      logStream: stream,
    });
    await app.ready();
    try {
      // The database refuses the insert for a reason the server does not expect: a 500.
      await ctx.database.db.execute(sql`
        CREATE FUNCTION test_refuse_contact() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$ LANGUAGE plpgsql`);
      await ctx.database.db.execute(sql`
        CREATE TRIGGER test_refuse_contact BEFORE INSERT ON contact_messages
        FOR EACH ROW EXECUTE FUNCTION test_refuse_contact()`);
      const failed = await app.inject({
        method: 'POST',
        url: `/v1/contact?email=${encodeURIComponent(EMAIL)}`,
        payload: { fullName: 'Secret Person', email: EMAIL, message: `${PHONE} ${WALLET} ${ETH}` },
        headers: { cookie: admin.cookie! },
      });
      expect(failed.statusCode).toBe(500);
      await app.inject({
        method: 'GET',
        url: `/v1/users?search=${encodeURIComponent(EMAIL)}`,
        headers: { cookie: admin.cookie! },
      });
      // A path can carry them too, plain or percent-encoded, on a known route or none.
      for (const url of [
        `/v1/users/${EMAIL}`,
        `/v1/users/${encodeURIComponent(EMAIL)}`,
        `/v1/no-such-route/${encodeURIComponent(PHONE)}/${WALLET}`,
      ]) {
        await app.inject({ method: 'GET', url, headers: { cookie: admin.cookie! } });
      }
    } finally {
      await app.close();
    }
    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'request failed');
    expect(failure?.reqId).toBeDefined();
    expect(failure?.err?.message).toMatch(/refused for the test|Failed query/);
    const all = lines.join('\n');
    expect(all).toContain('/v1/users?[redacted]');
    expect(all).toContain('/v1/users/[email]');
    const token = admin.cookie!.split('=')[1]!;
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), PHONE, WALLET, ETH, token]) {
      expect(all).not.toContain(secret);
    }
  });
});
