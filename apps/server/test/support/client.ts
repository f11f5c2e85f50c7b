import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { listSearchParams, type TAccount, type TUser } from '@copyvest/shared';
import { users } from '../../src/db/schema.ts';
import { TEST_ADMIN, type TestContext } from './test-app.ts';

export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** The session cookie of the test project (PROJECT_ID default). */
export const SESSION_COOKIE = 'a_session_copyvest';

/** A browser-like client: keeps its session cookie between requests. */
export class TestClient {
  cookie: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  async request<T = any>(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const response = await this.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const setCookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (setCookie)
      this.cookie = setCookie.value ? `${SESSION_COOKIE}=${setCookie.value}` : undefined;
    const text = response.body;
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.statusCode, body, headers: response.headers };
  }
  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, payload ?? {}, headers);
  }
  patch<T = any>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, payload ?? {}, headers);
  }
  put<T = any>(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, payload ?? {}, headers);
  }
  delete<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, undefined, headers);
  }
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now()}-${counter}@example.test`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    userId: 'unique()',
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    password: 'correct-horse-1',
    phone: '+442079460000',
    country: 'United Kingdom',
    ...overrides,
  };
}

/** Signs up (POST /v1/account) and signs in, as the web app does. */
export async function registerUser(ctx: TestContext, overrides: Record<string, unknown> = {}) {
  const client = new TestClient(ctx.app);
  const input = registration(overrides);
  const response = await client.post<TAccount>('/v1/account', input);
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`);
  const login = await client.post('/v1/account/sessions/email', {
    email: input.email,
    password: input.password,
  });
  if (login.status !== 201) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const session = await client.get<{ user: TUser }>('/v1/session');
  return { client, account: response.body, user: session.body.user, input };
}

export async function loginAs(ctx: TestContext, email: string, password: string) {
  const client = new TestClient(ctx.app);
  const response = await client.post('/v1/account/sessions/email', { email, password });
  if (response.status !== 201) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
  return client;
}

export function adminClient(ctx: TestContext) {
  return loginAs(ctx, TEST_ADMIN.email, TEST_ADMIN.password);
}

/** An active user (activated directly in the database), ready to move money. */
export async function registerActiveUser(
  ctx: TestContext,
  overrides: Record<string, unknown> = {},
) {
  const registered = await registerUser(ctx, overrides);
  await ctx.database.db
    .update(users)
    .set({ isActive: true })
    .where(eq(users.id, registered.user.$id));
  return registered;
}

/** `?queries[0]=…` as the SDK sends list queries (build each with `Query` from the shared package). */
export function q(...queries: string[]): string {
  return listSearchParams({ queries });
}
