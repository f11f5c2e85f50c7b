import { type PostAnswer, postJson } from '../../../lib/post-json.ts';
import { MailSendError, type MailTransport, type OutgoingMail } from './mail-transport.ts';

/** The provider's send payload (spec section 7); we use the first four fields. */
export interface ProviderPayload {
  subject: string;
  /** The HTML. */
  message: string;
  sender: { name: string; email: string };
  recipients: { name: string; email: string }[];
  attachments?: unknown[];
  calendarEvent?: unknown;
  responseAddress?: string;
  template?: string;
}

export type ProviderResult = { data: unknown } | { error: { message: string; statusCode: number } };

/** The spec's fallback when the provider's answer is not understood. */
export const UNREADABLE_ANSWER = 'The e-mail provider gave an answer that could not be read';

const TIMEOUT_MS = 30_000;

/**
 * The HTTP e-mail provider: `POST MAIL_HTTP_URL` with the bearer token. The outbox row's id goes
 * in `Idempotency-Key`, so a retry after a lost acknowledgement is not delivered twice.
 */
export function httpTransport(url: string, token: string): MailTransport {
  return {
    name: 'http',
    async send(mail: OutgoingMail) {
      const payload: ProviderPayload = {
        subject: mail.subject,
        message: mail.html,
        sender: mail.from,
        recipients: [mail.to],
      };
      let answer: PostAnswer;
      try {
        answer = await postJson(url, {
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': mail.id },
          body: JSON.stringify(payload),
          timeoutMs: TIMEOUT_MS,
        });
      } catch (error) {
        throw new MailSendError(`e-mail provider unreachable: ${describe(error)}`);
      }
      const result = readProviderResult(answer.status, answer.text);
      if ('error' in result) throw new MailSendError(result.error.message, result.error.statusCode);
    },
  };
}

/** `{ data }` on a 2xx answer carrying data; `{ error }` otherwise (a failed attempt). */
export function readProviderResult(status: number, text: string): ProviderResult {
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (body && typeof body === 'object' && 'error' in body && body.error) {
    const error = body.error as { message?: unknown; statusCode?: unknown };
    return {
      error: {
        message:
          typeof error.message === 'string'
            ? error.message
            : typeof body.error === 'string'
              ? body.error
              : UNREADABLE_ANSWER,
        statusCode:
          typeof error.statusCode === 'number' ? error.statusCode : status >= 400 ? status : 400,
      },
    };
  }
  if (status < 200 || status >= 300) {
    return { error: { message: `e-mail provider answered HTTP ${status}`, statusCode: status } };
  }
  if (body && typeof body === 'object' && 'data' in body) return { data: body.data };
  return { error: { message: UNREADABLE_ANSWER, statusCode: 400 } };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
