import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';

let ctx: TestContext;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'copyvest-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>CopyVest</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  ctx = await createTestContext({ WEB_DIST: dist });
});

describe('the built web app on the same port', () => {
  it.each(['/', '/dashboard', '/admin/users/abc', '/register?refId=x'])(
    'serves the SPA for %s',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets with a long cache, and JSON 404s for unknown API paths', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await ctx.app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Not found');
    expect((await ctx.app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });

  it('compresses what it serves when the browser accepts it', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'big-456.js'), 'const x = 1;\n'.repeat(1000));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(1000);
  });
});
