import { Client } from 'appwrite';
import makeFetchCookie from 'fetch-cookie';
import type { TestContext } from './test-app.ts';

/**
 * The official `appwrite` Web SDK driven in Node against a listening test app: the SDK calls the
 * global `fetch`, which keeps cookies in the jar of the current "device" as a browser would.
 */
export interface SdkHarness {
  endpoint: string;
  /** A new SDK client for the current device. */
  client(): Client;
  /** Switches to another browser profile (its own cookies); returns the previous one's id. */
  useDevice(name: string): void;
  /** The cookie header the current device holds for the server. */
  cookies(): Promise<string>;
  restore(): void;
}

export async function startSdkHarness(ctx: TestContext, project = 'copyvest'): Promise<SdkHarness> {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const endpoint = `${address}/v1`;
  const originalFetch = globalThis.fetch;
  const jars = new Map<string, InstanceType<typeof makeFetchCookie.toughCookie.CookieJar>>();
  let current = 'default';
  const jar = () => {
    if (!jars.has(current)) jars.set(current, new makeFetchCookie.toughCookie.CookieJar());
    return jars.get(current)!;
  };
  globalThis.fetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    makeFetchCookie(originalFetch, jar())(input as string, init)) as typeof fetch;
  return {
    endpoint,
    client: () => new Client().setEndpoint(endpoint).setProject(project),
    useDevice: (name) => {
      current = name;
    },
    cookies: () => jar().getCookieString(address),
    restore: () => {
      globalThis.fetch = originalFetch;
    },
  };
}
