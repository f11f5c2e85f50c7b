import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { createTestContext, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, registerActiveUser } from '../../../test/support/client.ts';
import { processOutboxOnce } from './process-outbox-once.ts';
import type { MailLog } from './transports/mail-transport.ts';

let ctx: TestContext;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'copyvest-mail-'));
  ctx = await createTestContext({ DATA_DIR: dataDir });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('development transport (the default)', () => {
  it('saves the rendered mail under DATA_DIR/mail, logs a link, and shows it to admins only', async () => {
    const { client, input } = await registerActiveUser(ctx, { name: 'Katherine Johnson' });
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, input.email));
    const messages: string[] = [];
    const log: MailLog = {
      info: (_o, m) => void messages.push(m),
      warn: () => {},
      error: () => {},
    };

    expect(await processOutboxOnce({ deps: ctx.deps, log })).toMatchObject({ sent: 1 });
    const file = path.join(dataDir, 'mail', `${mail!.id}.html`);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('Hi Katherine Johnson,');
    expect(messages).toEqual([
      `mail "Welcome to CopyVest" to ${input.email}: ${ctx.config.appUrl}/v1/dev/mail/${mail!.id}`,
    ]);

    const admin = await adminClient(ctx);
    const shown = await admin.get(`/v1/dev/mail/${mail!.id}`);
    expect(shown.status).toBe(200);
    expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shown.headers['content-security-policy']).toContain('sandbox');
    expect(shown.body).toContain('Start Trading');
    expect((await client.get(`/v1/dev/mail/${mail!.id}`)).status).toBe(401);
    expect((await admin.get('/v1/dev/mail/0123456789abcdef')).status).toBe(404);
    expect((await admin.get('/v1/dev/mail/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);

    const listed = await admin.get(`/v1/dev/mail?to=${encodeURIComponent(input.email)}`);
    expect(listed.body.mails).toEqual([
      expect.objectContaining({ id: mail!.id, to: input.email, subject: 'Welcome to CopyVest' }),
    ]);
    expect((await client.get('/v1/dev/mail')).status).toBe(401);
  });
});
