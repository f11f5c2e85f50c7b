import { toPlainText as reactEmailPlainText } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { mailLogoUrl, mailSender } from './mail-settings.ts';
import { mailBackoffMs } from './mail-backoff.ts';
import { renderMail } from './render-mail.tsx';
import { readProviderResult, UNREADABLE_ANSWER } from './transports/http-transport.ts';

const config = loadConfig({ APP_NAME: 'CopyVest', APP_URL: 'https://invest.example.com' });
const withdrawal = {
  name: 'Ada Lovelace',
  amount: 1_234_56,
  paymentMethod: 'Bitcoin',
  transactionId: 'TNX-123456',
};

describe('mail templates', () => {
  it('welcome: subject, greeting, Start Trading to {APP_URL}/login, logo, 600 px, copyright 2024', async () => {
    const mail = await renderMail(config, 'welcome', { name: 'Ada Lovelace' });
    expect(mail.subject).toBe('Welcome to CopyVest');
    expect(mail.html).toContain('Hi Ada Lovelace,');
    expect(mail.html).toMatch(
      /<a href="https:\/\/invest\.example\.com\/login"[^>]*>[\s\S]*Start Trading/,
    );
    expect(mail.html).toContain('src="https://invest.example.com/mail-logo.png"');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('© 2024 CopyVest. All rights reserved.');
    expect(mail.text).toContain('Start Trading');
    expect(mail.text).toContain('© 2024 CopyVest. All rights reserved.');
  });

  it('a mail is one XHTML document with its doctype and markup only: none of React streaming comments', async () => {
    const mail = await renderMail(config, 'withdrawal-request', withdrawal);
    expect(
      mail.html.startsWith('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"'),
    ).toBe(true);
    expect(mail.html.match(/<!DOCTYPE/g)).toHaveLength(1);
    expect(mail.html).toMatch(/<html[^>]*>[\s\S]*<\/html>$/);
    expect(mail.html).not.toContain('<!--');
  });

  it('security notice of a new sign-in: the browser and the time; of a closed account: contact support', async () => {
    const signIn = await renderMail(config, 'security-notice', {
      name: 'Ada Lovelace',
      event: 'new_sign_in',
      device: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0',
      at: '2026-03-04T05:06:07.000Z',
    });
    expect(signIn.subject).toBe('CopyVest: a new sign-in to your account');
    expect(signIn.text).toContain('Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    expect(signIn.text).toContain('2026-03-04 05:06 UTC');
    expect(signIn.html).toContain('href="https://invest.example.com/forgot-password"');
    const closed = await renderMail(config, 'security-notice', {
      name: 'Ada Lovelace',
      event: 'account_closed',
    });
    expect(closed.subject).toBe('CopyVest: your account was closed');
    expect(closed.text).toContain('To reopen it, contact support');
    expect(closed.html).toContain('href="https://invest.example.com/contact"');
  });

  it('security notice of two-factor says which change: turned on, turned off, app added or removed', async () => {
    const subjects = [];
    for (const event of [
      'mfa_turned_on',
      'mfa_turned_off',
      'authenticator_added',
      'authenticator_removed',
    ]) {
      subjects.push((await renderMail(config, 'security-notice', { name: 'Ada', event })).subject);
    }
    expect(subjects).toEqual([
      'CopyVest: two-factor authentication was turned on for your account',
      'CopyVest: two-factor authentication was turned off for your account',
      'CopyVest: an authenticator app was added to your account',
      'CopyVest: the authenticator app was removed from your account',
    ]);
  });

  it("an admin's message: its subject, its text escaped, a button to the account", async () => {
    const mail = await renderMail(config, 'admin-message', {
      name: 'Ada Lovelace',
      subject: 'About your deposit',
      message: 'Please add the hash <b>today</b>.',
    });
    expect(mail.subject).toBe('About your deposit (CopyVest)');
    expect(mail.html).toContain('Hi Ada Lovelace,');
    expect(mail.html).toContain('Please add the hash &lt;b&gt;today&lt;/b&gt;.');
    expect(mail.html).not.toContain('<b>today</b>');
    expect(mail.html).toMatch(/<a href="https:\/\/invest\.example\.com\/dashboard"/);
  });

  it('withdrawal request: amount as $1,234.56, payment method, name, being processed', async () => {
    const mail = await renderMail(config, 'withdrawal-request', withdrawal);
    expect(mail.subject).toBe('Your withdrawal request is being processed');
    for (const part of [
      'Hi Ada Lovelace,',
      '$1,234.56',
      'Bitcoin',
      'TNX-123456',
      'is being processed',
      'confirmation',
    ]) {
      expect(mail.html).toContain(part);
    }
  });

  it('withdrawal approved: the funds were sent to the selected account', async () => {
    const mail = await renderMail(config, 'withdrawal-approved', { ...withdrawal, amount: 5 });
    expect(mail.subject).toBe('Your withdrawal has been approved');
    for (const part of [
      '$0.05',
      'Bitcoin',
      'approved',
      'sent to your selected account',
      '© 2024 CopyVest',
    ]) {
      expect(mail.html).toContain(part);
    }
  });

  it("ticket reply: the ticket's subject, a button to the ticket page, the greeting (decision 052)", async () => {
    const mail = await renderMail(config, 'ticket-reply', {
      name: 'Ada Lovelace',
      subject: 'Deposit <not> credited',
      ticketId: 't123',
    });
    expect(mail.subject).toBe('New reply to your ticket: Deposit <not> credited');
    expect(mail.html).toContain('https://invest.example.com/support/tickets/t123');
    expect(mail.html).toContain('Deposit &lt;not&gt; credited');
    expect(mail.html).not.toContain('Deposit <not> credited');
    expect(mail.text).toContain('Ada Lovelace');
    expect(mail.text).toContain('View your ticket');
  });

  it('withdrawal approved with a payout hash: the hash, linked to the explorer, as proof of payment', async () => {
    const hash = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
    const mail = await renderMail(config, 'withdrawal-approved', {
      ...withdrawal,
      txHash: hash,
      txUrl: `https://mempool.space/tx/${hash}`,
    });
    expect(mail.html).toMatch(
      new RegExp(`<a href="https://mempool\\.space/tx/${hash}"[^>]*>${hash}</a>`),
    );
    expect(mail.html).toContain('proof of payment');
    expect(mail.text).toContain(hash);
    const without = await renderMail(config, 'withdrawal-approved', withdrawal);
    expect(without.html).not.toContain('Transaction hash');
  });

  it('the plain-text part is what react-email makes of the HTML, for every kind of mail', async () => {
    const mails = await Promise.all([
      renderMail(config, 'welcome', { name: 'Ada Lovelace' }),
      renderMail(config, 'withdrawal-request', withdrawal),
      renderMail(config, 'withdrawal-approved', {
        ...withdrawal,
        txHash: 'a'.repeat(64),
        txUrl: `https://mempool.space/tx/${'a'.repeat(64)}`,
      }),
      renderMail(config, 'transaction-decision', {
        ...withdrawal,
        kind: 'deposit',
        outcome: 'rejected',
        reason: 'The "payment" was not received',
      }),
      renderMail(
        config,
        'sign-in-code',
        { name: 'Ada', code: { sealed: 'sealed:042517' }, minutes: 15 },
        (sealed) => sealed.replace('sealed:', ''),
      ),
      renderMail(config, 'reconciliation-anomaly', {
        name: 'Admin',
        count: 2,
        kinds: ['balance_mismatch'],
        at: '2026-11-27T03:00:00.000Z',
      }),
    ]);
    for (const mail of mails) {
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.text).toBe(reactEmailPlainText(mail.html));
    }
  });

  it('escapes what users typed and refuses data that does not fit the template', async () => {
    const mail = await renderMail(config, 'welcome', { name: '<script>alert(1)</script>' });
    expect(mail.html).not.toContain('<script>alert');
    expect(mail.html).toContain('&lt;script&gt;');
    await expect(renderMail(config, 'withdrawal-approved', { name: 'x' })).rejects.toThrow();
    await expect(renderMail(config, 'nonsense', {})).rejects.toThrow('unknown mail template');
  });
});

describe('mail settings', () => {
  it('sender defaults to APP_NAME and no-reply@copyvest.local; the logo to the PNG logo, not the SVG', () => {
    expect(mailSender(config)).toEqual({ name: 'CopyVest', email: 'no-reply@copyvest.local' });
    expect(mailLogoUrl(config)).toBe('https://invest.example.com/mail-logo.png');
    const custom = loadConfig({
      MAIL_FROM_NAME: 'Support',
      MAIL_FROM_EMAIL: 'help@x.test',
      MAIL_LOGO_URL: 'https://cdn.x.test/logo.png',
    });
    expect(mailSender(custom)).toEqual({ name: 'Support', email: 'help@x.test' });
    expect(mailLogoUrl(custom)).toBe('https://cdn.x.test/logo.png');
  });

  it('a transport without its settings stops the start, naming the variable', () => {
    expect(loadConfig({}).MAIL_TRANSPORT).toBe('dev');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'http' })).toThrow(
      /MAIL_HTTP_URL: required when MAIL_TRANSPORT=http/,
    );
    expect(() =>
      loadConfig({ MAIL_TRANSPORT: 'http', MAIL_HTTP_URL: 'https://m.test/send' }),
    ).toThrow(/MAIL_HTTP_TOKEN/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(loadConfig({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://localhost:25' }).SMTP_URL).toBe(
      'smtp://localhost:25',
    );
  });

  it('backoff: 1 s, 2 s, 4 s … at most 10 min', () => {
    expect([1, 2, 3, 4, 10, 11, 30].map(mailBackoffMs)).toEqual([
      1000, 2000, 4000, 8000, 512_000, 600_000, 600_000,
    ]);
  });
});

describe('HTTP provider answers', () => {
  it('reads { data } and { error }; anything else is an error, with the spec fallback statusCode 400', () => {
    expect(readProviderResult(200, '{"data":{"id":"m1"}}')).toEqual({ data: { id: 'm1' } });
    expect(readProviderResult(200, '{"error":{"message":"quota","statusCode":429}}')).toEqual({
      error: { message: 'quota', statusCode: 429 },
    });
    expect(readProviderResult(422, '{"error":"bad recipient"}')).toEqual({
      error: { message: 'bad recipient', statusCode: 422 },
    });
    expect(readProviderResult(503, 'Service Unavailable')).toEqual({
      error: { message: 'e-mail provider answered HTTP 503', statusCode: 503 },
    });
    expect(readProviderResult(200, 'OK')).toEqual({
      error: { message: UNREADABLE_ANSWER, statusCode: 400 },
    });
    expect(readProviderResult(200, '{"ok":true}')).toEqual({
      error: { message: UNREADABLE_ANSWER, statusCode: 400 },
    });
  });
});

describe('account-security mails', () => {
  const open = (sealed: string) => sealed.replace(/^sealed:/, '');
  const link = {
    sealed: 'sealed:https://invest.example.com/reset-password?userId=u1&secret=s3cret',
  };

  it('recovery: the one-time link behind a button and in clear, how long it works, what if not you', async () => {
    const mail = await renderMail(config, 'recovery', { name: 'Ada', link, minutes: 60 }, open);
    expect(mail.subject).toBe('Reset your CopyVest password');
    expect(mail.html).toMatch(
      /<a href="https:\/\/invest\.example\.com\/reset-password\?userId=u1&amp;secret=s3cret"[^>]*>[\s\S]*Reset password/,
    );
    expect(mail.text).toContain('This link works for 1 hour and only once.');
    expect(mail.text).toContain('your password stays the same');
    await expect(
      renderMail(config, 'recovery', { name: 'Ada', link, minutes: 60 }),
    ).rejects.toThrow('sealed secret');
  });

  it('verification, magic link (with the security phrase), sign-in and MFA codes, SMS', async () => {
    const verification = await renderMail(
      config,
      'verification',
      { name: '', link, minutes: 1440 },
      open,
    );
    expect(verification.subject).toBe('Verify your CopyVest e-mail address');
    expect(verification.text).toContain('24 hours');
    const magic = await renderMail(
      config,
      'magic-url',
      { name: 'Ada', link, minutes: 60, phrase: 'Brave Otter' },
      open,
    );
    expect(magic.text).toContain('Security phrase: Brave Otter');
    const code = { sealed: 'sealed:042517' };
    const signIn = await renderMail(
      config,
      'sign-in-code',
      { name: 'Ada', code, minutes: 15 },
      open,
    );
    expect(signIn.subject).toBe('Your CopyVest sign-in code');
    expect(signIn.html).toContain('042517');
    expect(signIn.text).toContain('15 minutes');
    const mfa = await renderMail(config, 'mfa-code', { name: 'Ada', code, minutes: 15 }, open);
    expect(mfa.subject).toBe('Your CopyVest verification code');
    const sms = await renderMail(config, 'sms-code', { code, minutes: 15 }, open);
    expect(sms.text).toBe(
      'CopyVest: your code is 042517. It works for 15 minutes. Never share it.',
    );
  });
});
