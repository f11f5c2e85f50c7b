import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeadersFor } from './security-headers.ts';

const options = {
  thirdParty: {
    scripts: ['https://s3.tradingview.com'],
    styles: [],
    frames: ['https://www.tradingview-widget.com'],
    connect: [],
    images: ['https://flagcdn.com'],
  },
  inlineScriptHashes: ["'sha256-abc='"],
};

/** The headers helmet's own middleware puts on a real Node response. */
async function helmetOnARealResponse(helmetOptions: Parameters<typeof helmet>[0]) {
  const middleware = helmet(helmetOptions);
  const server = http.createServer((req, res) => {
    middleware(req, res, () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return Object.fromEntries(
      [...response.headers].filter(
        ([name]) =>
          !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
            name,
          ),
      ),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers', () => {
  it('are the headers helmet sets on a real response, worked out once', async () => {
    const helmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    } as const;
    expect(securityHeadersFor(helmetOptions)).toEqual(await helmetOnARealResponse(helmetOptions));
  });

  it.each([
    ['http', false],
    ['https', true],
  ])('every answer over %s carries them, and a route may still replace one', async (_, secure) => {
    const app = Fastify();
    registerSecurityHeaders(app, { ...options, secure });
    app.get('/plain', () => ({ ok: true }));
    app.get('/own-csp', (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('x'),
    );
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    for (const response of [plain, missing]) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' 'sha256-abc=' https://s3.tradingview.com");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp.includes('upgrade-insecure-requests')).toBe(secure);
      expect(response.headers['strict-transport-security'] !== undefined).toBe(secure);
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    const own = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });
});
