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
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': sms.id,
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.arrayBuffer();
      } catch (error) {
        throw new MailSendError(
          `SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok) {
        throw new MailSendError(`SMS provider answered HTTP ${response.status}`, response.status);
      }
    },
  };
}
