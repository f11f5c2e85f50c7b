import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The mails the server's development transport saved, read as the e2e admin (`admin` is a request
 * context signed in with logInAdmin). The server's mail worker sends them within moments.
 */
export async function mailTo(admin: APIRequestContext, email: string, subject: RegExp) {
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await admin.get(`/v1/dev/mail?to=${encodeURIComponent(email)}`);
        const { mails } = (await response.json()) as { mails: { id: string; subject: string }[] };
        id = mails.find((mail) => subject.test(mail.subject))?.id ?? '';
        return id;
      },
      { message: `a mail "${subject.source}" to ${email}`, timeout: 20_000 },
    )
    .not.toBe('');
  const response = await admin.get(`/v1/dev/mail/${id}`);
  expect(response.ok()).toBe(true);
  return response.text();
}

/** The one-time link of a mail (the href that carries a secret). */
export function linkIn(html: string): string {
  const href = /href="([^"]*secret=[^"]*)"/.exec(html)?.[1];
  if (!href) throw new Error('no link with a secret in the mail');
  return href.replaceAll('&amp;', '&');
}

/** The 6-digit code of a mail. */
export function codeIn(html: string): string {
  const code = />\s*(\d{6})\s*</.exec(html)?.[1];
  if (!code) throw new Error('no 6-digit code in the mail');
  return code;
}

/** The server's clock (it may run ahead of this machine's in the e2e server, TEST_CLOCK). */
export async function serverNow(admin: APIRequestContext): Promise<number> {
  const response = await admin.post('/v1/test/clock', { data: { advanceDays: 0 } });
  expect(response.ok(), await response.text()).toBe(true);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** The code an authenticator app shows for `secret` at `timestamp`. */
export function totpAt(secret: string, timestamp: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });
}
