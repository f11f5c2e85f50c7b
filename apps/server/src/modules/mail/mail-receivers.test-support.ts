/**
 * Local mail receivers for the tests: a real SMTP server (smtp-server) and a node:http server
 * standing in for the HTTP e-mail provider, both on 127.0.0.1 and a free port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ProviderPayload } from './transports/http-transport.ts';

export interface ReceivedSmtpMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  html: string;
  text: string;
}

export async function startSmtpReceiver() {
  const mails: ReceivedSmtpMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        mails.push({ envelopeTo, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedHttpMail {
  headers: http.IncomingHttpHeaders;
  body: ProviderPayload;
  /** The receiver answered `{ data }`: the provider took the mail. */
  accepted: boolean;
}

export type HttpReceiverMode = 'up' | 'down' | 'garbled' | 'error';

const ANSWERS: Record<HttpReceiverMode, [number, string]> = {
  up: [200, JSON.stringify({ data: { id: 'accepted' } })],
  down: [500, 'Internal Server Error'],
  garbled: [200, '<html>maintenance</html>'],
  error: [200, JSON.stringify({ error: { message: 'Sending quota exceeded', statusCode: 429 } })],
};

/**
 * `up`: 200 `{ data }`; `down`: 500; `garbled`: 200 with a body that is not the provider's
 * answer; `error`: 200 `{ error }`. `stop()` closes the port (connection refused) until `start()`.
 */
export async function startHttpReceiver() {
  const state = { mode: 'up' as HttpReceiverMode };
  const requests: ReceivedHttpMail[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const [status, answer] = ANSWERS[state.mode];
      requests.push({ headers: request.headers, body, accepted: state.mode === 'up' });
      response.writeHead(status, { 'content-type': 'application/json' }).end(answer);
    });
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const close = () => {
    if (!server.listening) return Promise.resolve();
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    return closed;
  };
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    state,
    requests,
    delivered: () => requests.filter((r) => r.accepted),
    /** Closes the port: the provider is unreachable. */
    stop: close,
    start: () => listen(port),
    close,
  };
}

/** A small MIME reader: top-level headers, and the text/html and text/plain parts decoded. */
function parseMessage(raw: string): Omit<ReceivedSmtpMail, 'envelopeTo'> {
  const top = splitEntity(raw);
  const found = { html: '', text: '' };
  collectParts(top, found);
  return { headers: top.headers, ...found };
}

interface Entity {
  headers: Record<string, string>;
  body: string;
}

function splitEntity(raw: string): Entity {
  const cut = raw.search(/\r?\n\r?\n/);
  const head = cut === -1 ? raw : raw.slice(0, cut);
  const body = cut === -1 ? '' : raw.slice(cut).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function collectParts(entity: Entity, found: { html: string; text: string }) {
  const type = entity.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = entity.body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(splitEntity(part.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  const decoded = decodeBody(entity.body, entity.headers['content-transfer-encoding'] ?? '7bit');
  if (type.startsWith('text/html')) found.html += decoded;
  else if (type.startsWith('text/plain')) found.text += decoded;
}

function decodeBody(body: string, encoding: string): string {
  if (/base64/i.test(encoding))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}
