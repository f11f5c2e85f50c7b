import { createHash } from 'node:crypto';
import { call, type Answer } from '../api-call.ts';
import { signIn } from '../accounts.ts';
import { newMember, refreshAdmin, type World } from './world.ts';

/**
 * (1) Malformed requests to every operation of the OpenAPI document, as a stranger, a user and
 * an admin: hostile path ids, query strings and headers, bodies of the wrong shape or type, with
 * NUL, lone surrogates, bidi overrides, huge or deep values, not JSON at all. Counts 5xx, hangs
 * (no answer within 10 s) and state changes that only refusals were made during.
 */
interface Operation {
  method: string;
  path: string;
  bodyFields: string[];
}

const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udfff',
  'Ada\u202eecalevoL',
  '\u2066x\u2069',
  'a\u0007\u001b[31m',
  'x'.repeat(100_000),
  '',
  ' ',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '𝕏'.repeat(300),
  'e\u0301'.repeat(200),
  '-100000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  'unique()',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  ['a\u0000'],
  { $ne: 1 },
  { __proto__: { admin: true } },
];
const HOSTILE_PATH_PARTS = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '..%2F..%2Fetc',
  'x'.repeat(3000),
  '-1',
  'current',
  'unique()',
  '%E2%80%AE',
  '0',
];
const HOSTILE_QUERIES = [
  'search=%00',
  'search=a%ED%A0%80',
  `queries%5B0%5D=${encodeURIComponent('{"method":"limit","values":[1e308]}')}`,
  `queries%5B0%5D=${encodeURIComponent('{"method":"equal","attribute":"name","values":["\\u0000"]}')}`,
  `queries%5B0%5D=${encodeURIComponent('{"method":"cursorAfter","values":["\\ud800"]}')}`,
  `queries%5B0%5D=${encodeURIComponent('{"method":"greaterThan","attribute":"$createdAt","values":["-100000-01-01"]}')}`,
  `queries%5B0%5D=${encodeURIComponent('{"method":"orderAsc","attribute":"password_hash"}')}`,
  `queries%5B0%5D=${encodeURIComponent('{"method":"or","values":' + '['.repeat(50) + ']'.repeat(50) + '}')}`,
  'queries%5B0%5D=not-json',
  `queries%5B99999999%5D=x`,
  'queries=%5B%5D&queries%5B%5D=1',
  '__proto__%5Badmin%5D=1',
  'limit=-1&offset=1e308',
  `q=${'a'.repeat(20_000)}`,
];

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** A small deterministic generator, so a run can be repeated. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function operationsOf(openapi: any): Operation[] {
  const result: Operation[] = [];
  for (const [path, item] of Object.entries<any>(openapi.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const operation = item[method];
      if (!operation) continue;
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      result.push({
        method: method.toUpperCase(),
        path,
        bodyFields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return result;
}

function malformed(operation: Operation, random: () => number) {
  let path = operation.path.replace(/\{[^}]+\}/g, () => pick(HOSTILE_PATH_PARTS, random));
  if (random() < 0.5) path += `${path.includes('?') ? '&' : '?'}${pick(HOSTILE_QUERIES, random)}`;
  const headers: Record<string, string> = {};
  if (random() < 0.2)
    headers['idempotency-key'] = pick(
      ['x', 'a'.repeat(300), 'key with spaces', '%00%00%00%00%00'],
      random,
    );
  if (random() < 0.1) headers['x-appwrite-project'] = pick(['other', '', 'x'.repeat(500)], random);
  if (random() < 0.1)
    headers['x-forwarded-for'] = pick(['1.2.3.4', 'garbage', '::1, 10.0.0.1'], random);
  if (random() < 0.1)
    headers['x-appwrite-session'] = pick(
      ['%00', 'x'.repeat(5000), 'eyJhbGciOiJub25lIn0.e30.'],
      random,
    );
  if (random() < 0.1)
    headers['x-appwrite-jwt'] = pick(['a.b.c', 'eyJhbGciOiJub25lIn0.e30.', '%00'], random);
  let raw: string | undefined;
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    const shape = random();
    if (shape < 0.1) {
      raw = pick(
        [
          '{',
          '{"a":',
          'null',
          '[]',
          '"x"',
          '1e999',
          '\u0000',
          '{"a":"\\ud800"}',
          '['.repeat(100_000),
        ],
        random,
      );
      headers['content-type'] = 'application/json';
    } else if (shape < 0.15) {
      raw = 'name=x&email=y';
      headers['content-type'] = pick(
        [
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
        ],
        random,
      );
    } else {
      const body: Record<string, unknown> = {};
      for (const field of operation.bodyFields) {
        body[field] = random() < 0.6 ? pick(HOSTILE_VALUES, random) : 'valid-looking-1';
      }
      if (operation.bodyFields.length === 0 || random() < 0.2) {
        body[pick(['__proto__', 'constructor', 'isAdmin', 'balance', '$id'], random)] = pick(
          HOSTILE_VALUES,
          random,
        );
      }
      raw = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
  }
  return { method: operation.method, path, headers, raw };
}

/** What the admin can see of the books and the people: changes only when something was done. */
async function fingerprint(world: World): Promise<string> {
  const paths = [
    '/v1/admin/overview',
    `/v1/admin/transactions?queries%5B0%5D=${encodeURIComponent('{"method":"limit","values":[100]}')}`,
    `/v1/users?queries%5B0%5D=${encodeURIComponent('{"method":"limit","values":[100]}')}`,
    '/v1/plans',
    '/v1/payment-methods',
  ];
  const read = () =>
    Promise.all(paths.map((path) => call(world.base, path, { cookie: world.admin.cookie })));
  let answers = await read();
  if (answers.some((answer) => answer.status === 401)) {
    // A fuzzed request signed the admin out everywhere (an accepted request): sign in again.
    await refreshAdmin(world);
    answers = await read();
  }
  const strip = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value, (key, item) => (key === 'accessedAt' ? undefined : item)));
  return createHash('sha256')
    .update(JSON.stringify(answers.map((a) => [a.status, strip(a.body)])))
    .digest('hex');
}

export interface FuzzFigures {
  requests: number;
  operations: number;
  serverErrors: number;
  busy: number;
  hangs: number;
  noAnswer: number;
  accepted: number;
  stateChanges: number;
  samples: string[];
}

export async function fuzz(
  world: World,
  count: number,
  concurrency = 6,
  seed = 14,
): Promise<FuzzFigures> {
  const openapi = (await call(world.base, '/v1/openapi.json')).body;
  const operations = operationsOf(openapi).filter((op) => op.path !== '/v1/realtime');
  const random = seeded(seed);
  const member = await newMember(world, 'fuzz');
  // An admin of its own: a fuzzed request the server rightly accepts (PATCH /v1/account/status
  // closes the caller's account) must not take away the admin the fingerprint reads with.
  const second = await newMember(world, 'fuzz-admin');
  const promoted = await call(world.base, `/v1/users/${second.id}/make-admin`, {
    method: 'POST',
    cookie: world.admin.cookie,
  });
  if (promoted.status !== 200) throw new Error(`make-admin: ${promoted.status}`);
  const fuzzAdmin = await signIn({
    base: world.base,
    email: second.email,
    password: second.password,
  });
  const identities = [undefined, member.cookie, fuzzAdmin];
  const figures: FuzzFigures = {
    requests: 0,
    operations: operations.length,
    serverErrors: 0,
    busy: 0,
    hangs: 0,
    noAnswer: 0,
    accepted: 0,
    stateChanges: 0,
    samples: [],
  };
  const batch = 24;
  let before = await fingerprint(world);
  for (let done = 0; done < count; done += batch) {
    const requests = Array.from({ length: Math.min(batch, count - done) }, () => ({
      request: malformed(pick(operations, random), random),
      cookie: pick(identities, random),
    }));
    let acceptedInBatch = 0;
    for (let i = 0; i < requests.length; i += concurrency) {
      const answers: Answer[] = await Promise.all(
        requests.slice(i, i + concurrency).map(({ request, cookie }) =>
          call(world.base, request.path, {
            method: request.method,
            headers: request.headers,
            raw: request.raw,
            cookie,
          }),
        ),
      );
      answers.forEach((answer, index) => {
        const { request } = requests[i + index]!;
        figures.requests += 1;
        const where = `${request.method} ${request.path.slice(0, 120)}`;
        if (answer.status === 503) figures.busy += 1;
        else if (answer.status >= 500) {
          figures.serverErrors += 1;
          if (figures.samples.length < 10)
            figures.samples.push(
              `${answer.status} ${where}: ${JSON.stringify(answer.body).slice(0, 200)}`,
            );
        } else if (answer.status === -1) figures.hangs += 1;
        else if (answer.status === 0) {
          figures.noAnswer += 1;
          if (figures.samples.length < 10)
            figures.samples.push(`no answer ${where}: ${String(answer.body).slice(0, 120)}`);
        } else if (answer.status < 400) {
          figures.accepted += 1;
          acceptedInBatch += 1;
        }
      });
    }
    const after = await fingerprint(world);
    if (after !== before && acceptedInBatch === 0) {
      figures.stateChanges += 1;
      if (figures.samples.length < 10)
        figures.samples.push(`state changed in a batch of refusals near request ${done}`);
    }
    before = after;
  }
  return figures;
}
