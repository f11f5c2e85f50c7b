import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { mailOutbox } from '../../src/db/schema.ts';
import type { TestContext } from './test-app.ts';

/** Mails (and SMS) queued to an address, newest first. */
export function outboxTo(ctx: TestContext, address: string, template?: string) {
  return ctx.database.db
    .select()
    .from(mailOutbox)
    .where(
      template
        ? and(eq(mailOutbox.toEmail, address), eq(mailOutbox.template, template))
        : eq(mailOutbox.toEmail, address),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/**
 * The link or code the newest mail (or SMS) of `template` to `address` carries, opened with the
 * server's key, as the recipient would read it.
 */
export async function secretSentTo(
  ctx: TestContext,
  address: string,
  template: string,
): Promise<string> {
  const [mail] = await outboxTo(ctx, address, template);
  if (!mail) throw new Error(`no ${template} mail to ${address}`);
  const data = mail.data as { link?: { sealed: string }; code?: { sealed: string } };
  const sealed = data.link?.sealed ?? data.code?.sealed;
  if (!sealed) throw new Error(`the ${template} mail carries no secret`);
  return ctx.deps.secrets.open(sealed);
}

/** `userId` and `secret` of a mailed link. */
export async function linkSentTo(ctx: TestContext, address: string, template: string) {
  const link = new URL(await secretSentTo(ctx, address, template));
  return {
    link,
    userId: link.searchParams.get('userId') ?? '',
    secret: link.searchParams.get('secret') ?? '',
  };
}

/** The code an authenticator app shows for `secret` at the server clock's time. */
export function totpCode(ctx: TestContext, secret: string, offsetMs = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: ctx.clock.now().getTime() + offsetMs,
  });
}
