import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailLog, MailTransport, OutgoingMail } from './mail-transport.ts';

/** Where the development transport keeps rendered mails: `${DATA_DIR}/mail/`. */
export const devMailDir = (dataDir: string) => path.join(dataDir, 'mail');

/** What the development transport notes beside each mail, for the admin's list. */
export interface DevMailMeta {
  id: string;
  to: string;
  subject: string;
  savedAt: string;
}

/** Outbox ids are hex (lib/ids.ts); anything else never names a file. */
export const DEV_MAIL_ID = /^[0-9a-f]{8,40}$/;

export interface DevTransportOptions {
  dataDir: string;
  appUrl: string;
  log: MailLog;
}

/**
 * Development (the default): nothing leaves the machine. Each mail is saved as an HTML file and
 * a link to view it (GET /v1/dev/mail/:id) is logged.
 */
export function devTransport(options: DevTransportOptions): MailTransport {
  const dir = devMailDir(options.dataDir);
  return {
    name: 'dev',
    async send(mail: OutgoingMail) {
      if (!DEV_MAIL_ID.test(mail.id)) throw new Error(`unexpected mail id ${mail.id}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${mail.id}.html`), mail.html);
      const meta: DevMailMeta = {
        id: mail.id,
        to: mail.to.email,
        subject: mail.subject,
        savedAt: new Date().toISOString(),
      };
      await writeFile(path.join(dir, `${mail.id}.json`), JSON.stringify(meta));
      options.log.info(
        { mailId: mail.id, to: mail.to.email, subject: mail.subject },
        `mail "${mail.subject}" to ${mail.to.email}: ${options.appUrl}/v1/dev/mail/${mail.id}`,
      );
    },
  };
}
