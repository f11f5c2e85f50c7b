import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      APP_NAME: 'CopyVest',
      appUrl: 'http://localhost:3000',
      ACCRUAL_MODE: 'timer',
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'ftp://example.com' }, 'APP_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ACCRUAL_MODE: 'sometimes' }, 'ACCRUAL_MODE'],
  ])('stops on %j with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}: `));
  });

  it('trusts no proxy by default, and only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).TRUST_PROXY).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY as (
      a: string,
      hop: number,
    ) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1), hops('10.0.0.3', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      '::1',
    ]);
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example.com']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: not an address/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses the test clock and the mock OAuth provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: 'enabled' })).toThrow(
      /TEST_CLOCK: an admin could move the clock/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_MOCK: 'enabled' })).toThrow(
      /OAUTH_MOCK: the mock provider signs anyone in/,
    );
    expect(loadConfig({ NODE_ENV: 'development', TEST_CLOCK: 'enabled' }).TEST_CLOCK).toBe(
      'enabled',
    );
  });

  it('reads the embedded PostgreSQL settings as name=value pairs and refuses anything else', () => {
    expect(
      loadConfig({ EMBEDDED_POSTGRES_SETTINGS: 'shared_buffers=256MB, work_mem = 8MB' })
        .EMBEDDED_POSTGRES_SETTINGS,
    ).toEqual({ shared_buffers: '256MB', work_mem: '8MB' });
    for (const bad of ['fsync', 'a=b=c', '=1', 'a=1,,b=2']) {
      expect(() => loadConfig({ EMBEDDED_POSTGRES_SETTINGS: bad })).toThrow(
        /EMBEDDED_POSTGRES_SETTINGS: must be name=value pairs/,
      );
    }
  });
});
