import type { Config } from '../../../config.ts';
import { devSmsTransport } from './dev-sms-transport.ts';
import { httpSmsTransport } from './http-sms-transport.ts';
import type { SmsTransport } from './sms-transport.ts';

/** The transport SMS_TRANSPORT names (config.ts checks its settings are present). */
export function createSmsTransport(config: Config): SmsTransport {
  return config.SMS_TRANSPORT === 'http'
    ? httpSmsTransport(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN!)
    : devSmsTransport({ dataDir: config.dataDir, appUrl: config.appUrl });
}
