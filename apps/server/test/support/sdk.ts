import { Client } from 'appwrite';

/** The official SDK's client pointed at a running test server (`app.listen({ port: 0 })`). */
export function sdkClient(baseUrl: string, sessionSecret?: string): Client {
  const client = new Client().setEndpoint(`${baseUrl}/v1`).setProject('copyvest');
  if (sessionSecret) client.setSession(sessionSecret);
  return client;
}

/** Node's own fetch, even when a test wraps the global one with a cookie jar. */
const nativeFetch = globalThis.fetch;

/** Signs in over HTTP and returns the session secret (the cookie's value), for `setSession`. */
export async function sessionSecretOf(baseUrl: string, email: string, password: string) {
  const response = await nativeFetch(`${baseUrl}/v1/account/sessions/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 201) throw new Error(`login failed: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('a_session_copyvest='));
  return cookie!.split(';')[0]!.slice('a_session_copyvest='.length);
}
