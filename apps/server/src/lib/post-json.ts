import { request } from 'undici';

/** What a provider answered: its status and its body as text. */
export interface PostAnswer {
  status: number;
  text: string;
}

export interface PostJsonOptions {
  /** Besides content-type and accept, which are JSON. */
  headers: Record<string, string>;
  /** The JSON, already a string. */
  body: string;
  /** How long the answer's headers, then each wait for its body, may take. */
  timeoutMs: number;
}

/**
 * POSTs JSON to a provider and reads its whole answer. undici's `request` on its global pool, which
 * keeps connections open between calls, as `fetch` does, at about a fifth of `fetch`'s CPU time
 * per call (no WHATWG Request, Response or stream objects; decision 070). Rejects when the
 * provider cannot be reached or does not answer in time.
 */
export async function postJson(url: string, options: PostJsonOptions): Promise<PostAnswer> {
  const answer = await request(url, {
    method: 'POST',
    headers: {
      ...options.headers,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: options.body,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  return { status: answer.statusCode, text: await answer.body.text() };
}
