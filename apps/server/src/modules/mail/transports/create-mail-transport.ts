import type { Config } from '../../../config.ts';
import { devTransport } from './dev-transport.ts';
import { httpTransport } from './http-transport.ts';
import type { MailLog, MailTransport } from './mail-transport.ts';
import { smtpTransport } from './smtp-transport.ts';

/** The transport MAIL_TRANSPORT names (config.ts checks its settings are present). */
export function createMailTransport(config: Config, log: MailLog): MailTransport {
  switch (config.MAIL_TRANSPORT) {
    case 'http':
      return httpTransport(config.MAIL_HTTP_URL!, config.MAIL_HTTP_TOKEN!);
    case 'smtp':
      return smtpTransport(config.SMTP_URL!);
    case 'dev':
      return devTransport({ dataDir: config.dataDir, appUrl: config.appUrl, log });
  }
}
