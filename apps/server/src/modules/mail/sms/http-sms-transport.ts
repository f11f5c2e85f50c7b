import { type PostAnswer, postJson } from '../../../lib/post-json.ts';
import { MailSendError } from '../transports/mail-transport.ts';
import type { OutgoingSms, SmsTransport } from './sms-transport.ts';

const TIMEOUT_MS = 30_000;

/** The SMS provider's send payload. */
export interface SmsProviderPayload {
  to: string;
  message: string;
}

/**
 * The HTTP SMS provider: `POST SMS_HTTP_URL` with the bearer token (SMS_HTTP_TOKEN) and the outbox
 * id as `Idempotency-Key`, like the e-mail provider. Any 2xx answer means the provider took it.
 */
export function httpSmsTransport(url: string, token: string): SmsTransport {
  return {
    name: 'http',
    async send(sms: OutgoingSms) {
      const payload: SmsProviderPayload = { to: sms.to, message: sms.text };
      let answer: PostAnswer;
      try {
        answer = await postJson(url, {
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': sms.id },
          body: JSON.stringify(payload),
          timeoutMs: TIMEOUT_MS,
        });
      } catch (error) {
        throw new MailSendError(
          `SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (answer.status < 200 || answer.status >= 300) {
        throw new MailSendError(`SMS provider answered HTTP ${answer.status}`, answer.status);
      }
    },
  };
}
