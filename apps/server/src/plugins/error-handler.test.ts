import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_VERSION, messages } from '@copyvest/shared';
import { registerErrorHandler } from './error-handler.ts';

/** A 500 tells the client nothing about what failed inside; the log keeps it all. */
const SECRET = 'password=hunter2 at /srv/copyvest/apps/server/src/secret.ts SELECT * FROM accounts';

async function appThatFails() {
  const lines: string[] = [];
  const app = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
  });
  registerErrorHandler(app);
  app.get('/error', async () => {
    throw new Error(SECRET);
  });
  app.get('/database', async () => {
    // An unexpected database error: a code the classifier does not map, with its statement.
    throw Object.assign(new Error(SECRET), { code: 'XX000', detail: SECRET, query: SECRET });
  });
  app.get('/thrown-string', async () => {
    throw SECRET as unknown as Error;
  });
  app.get('/status-500', async () => {
    throw Object.assign(new Error(SECRET), { statusCode: 503 });
  });
  await app.ready();
  return { app, lines };
}

describe('the error handler', () => {
  it.each(['/error', '/database', '/thrown-string', '/status-500'])(
    'answers %s with the generic 500 body only, and logs the cause',
    async (url) => {
      const { app, lines } = await appThatFails();
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        message: messages.errors.internal,
        code: 500,
        type: 'general_server_error',
        version: API_VERSION,
      });
      expect(response.body).not.toMatch(/hunter2|secret\.ts|SELECT|stack/i);
      expect(Object.keys(response.headers).join(' ')).not.toMatch(/hunter2/);
      expect(lines.join('\n')).toContain('hunter2');
      await app.close();
    },
  );
});
