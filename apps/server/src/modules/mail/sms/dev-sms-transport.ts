import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEV_MAIL_ID } from '../transports/dev-transport.ts';
import type { OutgoingSms, SmsTransport } from './sms-transport.ts';

/** Where the development transport keeps text messages: `${DATA_DIR}/sms/`. */
export const devSmsDir = (dataDir: string) => path.join(dataDir, 'sms');

export interface DevSmsTransportOptions {
  dataDir: string;
  appUrl: string;
}

/**
 * Development (the default): nothing leaves the machine. Each message is saved as JSON, which an
 * admin reads at GET /v1/dev/sms/:id (the server logs the link).
 */
export function devSmsTransport(options: DevSmsTransportOptions): SmsTransport {
  const dir = devSmsDir(options.dataDir);
  return {
    name: 'dev',
    async send(sms: OutgoingSms, log) {
      if (!DEV_MAIL_ID.test(sms.id)) throw new Error(`unexpected sms id ${sms.id}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${sms.id}.json`), JSON.stringify(sms));
      log.info({ smsId: sms.id }, `sms to ${sms.to}: ${options.appUrl}/v1/dev/sms/${sms.id}`);
    },
  };
}
