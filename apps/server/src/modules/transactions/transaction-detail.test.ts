import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Query } from '@copyvest/shared';
import { createTestContext, TEST_ADMIN, type TestContext } from '../../../test/support/test-app.ts';
import { adminClient, q, registerActiveUser, TestClient } from '../../../test/support/client.ts';
import { fund, seedPaymentMethod } from '../../../test/support/seed.ts';
import { transactions } from '../../db/schema.ts';
import { exportTransactions } from './export-transactions.ts';

let ctx: TestContext;
let admin: TestClient;
let methodId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminClient(ctx);
  methodId = (await seedPaymentMethod(ctx, { name: 'Bitcoin' })).id;
});

/** Moves a transaction's creation to an exact instant (the clock only moves forward). */
async function createdAt(id: string, iso: string) {
  await ctx.database.db
    .update(transactions)
    .set({ createdAt: new Date(iso) })
    .where(eq(transactions.id, id));
}

async function deposit(client: TestClient, amount = 10_00): Promise<string> {
  const response = await client.post('/v1/deposits', { paymentMethodId: methodId, amount });
  expect(response.status).toBe(201);
  return response.body.$id;
}

/** A small RFC 4180 reader: quoted cells with doubled quotes and line breaks, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) throw new Error(`unterminated last row: ${text.slice(-40)}`);
  return rows;
}

function column(rows: string[][], name: string): string[] {
  const index = rows[0]!.indexOf(name);
  expect(index, name).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]!);
}

describe('transaction detail', () => {
  it('an owner opens their own deposit and sees it created pending, then approved by an administrator (no name)', async () => {
    const { client } = await registerActiveUser(ctx);
    const id = await deposit(client, 25_00);
    await admin.post(`/v1/admin/transactions/${id}/approve`);

    const detail = await client.get(`/v1/transactions/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      $id: id,
      amount: 25_00,
      status: 'success',
      kind: 'deposit',
      crypto: 'Bitcoin',
    });
    expect(detail.body.owner).toBeUndefined();
    expect(detail.body.history).toEqual([
      { event: 'created', status: 'pending', at: detail.body.$createdAt, by: null },
      { event: 'approved', status: 'success', at: detail.body.decidedAt, by: { kind: 'admin' } },
    ]);
    expect(JSON.stringify(detail.body)).not.toContain(TEST_ADMIN.email);
  });

  it("another user's transaction is a 404 exactly like one that does not exist", async () => {
    const owner = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    const id = await deposit(owner.client);
    const foreign = await other.client.get(`/v1/transactions/${id}`);
    const missing = await other.client.get('/v1/transactions/does-not-exist');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body).toMatchObject({ code: 404, type: 'transaction_not_found' });
    // Nor does the admin path open it for a user.
    expect((await owner.client.get(`/v1/admin/transactions/${id}`)).status).toBe(401);
    expect((await admin.get('/v1/admin/transactions/does-not-exist')).status).toBe(404);
  });

  it('the admin opens any transaction and sees its owner and who decided: the rejecting admin, or the owner who cancelled', async () => {
    const { client, user } = await registerActiveUser(ctx, { name: 'Wanda Withdraw' });
    await fund(client, admin, methodId, 100_00);
    const rejected = await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 50_00,
      walletAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    });
    await admin.post(`/v1/admin/transactions/${rejected.body.$id}/reject`);
    const cancelled = await client.post('/v1/withdrawals', {
      paymentMethodId: methodId,
      amount: 20_00,
      walletAddress: 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    });
    await client.post(`/v1/withdrawals/${cancelled.body.$id}/cancel`);

    const adminView = await admin.get(`/v1/admin/transactions/${rejected.body.$id}`);
    expect(adminView.status).toBe(200);
    expect(adminView.body.owner).toEqual({ name: 'Wanda Withdraw', email: user.email });
    expect(adminView.body.history.map((step: { event: string }) => step.event)).toEqual([
      'created',
      'rejected',
    ]);
    expect(adminView.body.history[1].by).toEqual({
      kind: 'admin',
      name: expect.any(String),
      email: TEST_ADMIN.email,
    });

    const cancelAdminView = await admin.get(`/v1/admin/transactions/${cancelled.body.$id}`);
    expect(cancelAdminView.body.history[1]).toMatchObject({
      event: 'cancelled',
      status: 'failed',
      by: { kind: 'owner', name: 'Wanda Withdraw', email: user.email },
    });
    const cancelOwnView = await client.get(`/v1/transactions/${cancelled.body.$id}`);
    expect(cancelOwnView.body.history[1]).toMatchObject({
      event: 'cancelled',
      by: { kind: 'self' },
    });
    const rejectedOwnView = await client.get(`/v1/transactions/${rejected.body.$id}`);
    expect(rejectedOwnView.body.history[1]).toEqual({
      event: 'rejected',
      status: 'failed',
      at: rejectedOwnView.body.decidedAt,
      by: { kind: 'admin' },
    });
  });

  it('a transaction born decided (an admin adjustment) has one step: recorded with its status', async () => {
    const { client, user } = await registerActiveUser(ctx);
    await admin.post(`/v1/users/${user.$id}/adjustments`, { figure: 'bonus', amount: 5_00 });
    const [adjustment] = (await client.get('/v1/transactions')).body.transactions;
    const detail = await client.get(`/v1/transactions/${adjustment.$id}`);
    expect(detail.body.history).toEqual([
      { event: 'recorded', status: 'success', at: adjustment.$createdAt, by: null },
    ]);
  });
});

describe('date range filter', () => {
  it('keeps whole days with both ends included, in UTC or in the given time zone, for the user and the admin list', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const at = {
      before: '2026-02-28T23:59:59.999Z',
      first: '2026-03-01T00:00:00.000Z',
      last: '2026-03-31T23:59:59.999Z',
      after: '2026-04-01T00:00:00.000Z',
    };
    const ids: Record<string, string> = {};
    for (const [name, iso] of Object.entries(at)) {
      ids[name] = await deposit(client);
      await createdAt(ids[name]!, iso);
    }
    const listed = async (c: TestClient, path: string) =>
      ((await c.get(path)).body.transactions as { $id: string }[]).map((t) => t.$id);

    expect(await listed(client, '/v1/transactions?from=2026-03-01&to=2026-03-31')).toEqual([
      ids.last,
      ids.first,
    ]);
    expect(await listed(client, '/v1/transactions?from=2026-03-01')).toEqual([
      ids.after,
      ids.last,
      ids.first,
    ]);
    expect(await listed(client, '/v1/transactions?to=2026-02-28')).toEqual([ids.before]);
    expect(await listed(client, '/v1/transactions?from=2026-03-01&to=2026-03-01')).toEqual([
      ids.first,
    ]);
    // New York is 5 hours behind in March until the 8th, 4 after: its days begin later.
    expect(
      await listed(
        client,
        '/v1/transactions?from=2026-03-01&to=2026-03-31&timeZone=America%2FNew_York',
      ),
    ).toEqual([ids.after, ids.last]);
    const total = await client.get('/v1/transactions?from=2026-03-01&to=2026-03-31');
    expect(total.body.total).toBe(2);

    const adminPath = `/v1/admin/transactions${q(Query.equal('userId', user.$id))}&from=2026-03-01&to=2026-03-31`;
    expect(await listed(admin, adminPath)).toEqual([ids.last, ids.first]);
    // With the other filters: status and search still narrow the range.
    await admin.post(`/v1/admin/transactions/${ids.first}/approve`);
    expect(
      await listed(
        client,
        `/v1/transactions${q(Query.equal('status', 'success'))}&from=2026-03-01&to=2026-03-31`,
      ),
    ).toEqual([ids.first]);
  });

  /** Every list and export a date range applies to: the user's and the admin's. */
  const listsAndExports = (client: TestClient) =>
    [
      [client, '/v1/transactions'],
      [client, '/v1/transactions/export'],
      [admin, '/v1/admin/transactions'],
      [admin, '/v1/admin/transactions/export'],
    ] as const;

  it.each([
    ['from=2026-02-01&to=2026-01-31', 'The start date must be on or before the end date'],
    ['from=2026-02-30', 'from must be a date written as YYYY-MM-DD'],
    ['to=01%2F31%2F2026', 'to must be a date written as YYYY-MM-DD'],
    ['from=', 'from must be a date written as YYYY-MM-DD'],
    ['timeZone=Mars%2FOlympus', 'timeZone must be a time zone name such as Europe/London or UTC'],
  ])(
    'a bad range (%s) is a 400 with its reason on every list and export',
    async (query, message) => {
      const { client } = await registerActiveUser(ctx);
      await deposit(client);
      const auditBefore = (await admin.get('/v1/admin/audit')).body.total;
      for (const [c, path] of listsAndExports(client)) {
        const response = await c.get(`${path}?${query}`);
        expect(response.status, path).toBe(400);
        expect(response.body).toMatchObject({ type: 'general_argument_invalid', message });
        expect(response.headers['content-disposition']).toBeUndefined();
      }
      expect((await admin.get('/v1/admin/audit')).body.total).toBe(auditBefore);
    },
  );

  it('the farthest dates are answered, not a 500, on every list and export', async () => {
    const { client } = await registerActiveUser(ctx);
    const made = await client.post('/v1/deposits', { paymentMethodId: methodId, amount: 7_77 });
    const reference: string = made.body.transactionId;
    for (const [c, path] of listsAndExports(client)) {
      for (const query of [
        'to=9999-12-31',
        'from=1000-01-01&to=9999-12-31&timeZone=Pacific%2FKiritimati',
        'from=9999-12-31',
      ]) {
        const response = await c.get(`${path}?${query}`);
        expect(response.status, `${path}?${query}`).toBe(200);
        const listed = JSON.stringify(response.body).includes(reference);
        expect(listed, `${path}?${query}`).toBe(!query.startsWith('from=9999'));
      }
    }
  });
});

describe('CSV export', () => {
  it("a user's export is their own filtered list, every row, amounts in dollars, as an attachment", async () => {
    const { client } = await registerActiveUser(ctx);
    const other = await registerActiveUser(ctx);
    await deposit(other.client, 99_00);
    const ids = [];
    for (let i = 1; i <= 4; i++) {
      const id = await deposit(client, i * 1234);
      await createdAt(id, `2026-05-0${i}T12:00:00.000Z`);
      ids.push(id);
    }
    await admin.post(`/v1/admin/transactions/${ids[1]}/approve`);

    const filter = 'from=2026-05-02&to=2026-05-04';
    const response = await client.get(`/v1/transactions/export?${filter}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=copyvest-transactions-from-2026-05-02-to-2026-05-04.csv',
    );
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'Transaction ID',
      'Record ID',
      'Created at (UTC)',
      'Type',
      'Kind',
      'Status',
      'Status detail',
      'Amount (USD)',
      'Fee (USD)',
      'To receive (USD)',
      'Sent (USD)',
      'Currency / method',
      'Wallet address',
      'Deposit transaction hash',
      'Description',
      'Decided at (UTC)',
      'Decision',
      'Decided by',
    ]);
    const list = (await client.get(`/v1/transactions?${filter}`)).body.transactions;
    expect(column(rows, 'Record ID')).toEqual(list.map((t: { $id: string }) => t.$id));
    expect(column(rows, 'Amount (USD)')).toEqual(['49.36', '37.02', '24.68']);
    expect(column(rows, 'Created at (UTC)')).toEqual([
      '2026-05-04T12:00:00.000Z',
      '2026-05-03T12:00:00.000Z',
      '2026-05-02T12:00:00.000Z',
    ]);
    expect(column(rows, 'Status')).toEqual(['Pending', 'Pending', 'Success']);
    expect(column(rows, 'Status detail')).toEqual(['Pending review', 'Pending review', 'Approved']);
    expect(column(rows, 'Decision')).toEqual(['', '', 'Approved']);
    expect(column(rows, 'Decided by')).toEqual(['', '', 'An administrator']);
    expect(response.body).not.toContain(TEST_ADMIN.email);

    // queries[] and search narrow the export exactly as the list.
    const pending = await client.get(
      `/v1/transactions/export${q(Query.equal('status', 'pending'))}&${filter}`,
    );
    expect(column(parseCsv(pending.body), 'Record ID')).toEqual([ids[3], ids[2]]);
  });

  it('withdrawals say what the wallet gets: to receive while pending, sent once approved, 0.00 sent once failed', async () => {
    const { client } = await registerActiveUser(ctx);
    await fund(client, admin, methodId, 300_00);
    const make = async () =>
      (
        await client.post('/v1/withdrawals', {
          paymentMethodId: methodId,
          amount: 50_00,
          walletAddress: 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
        })
      ).body.$id as string;
    const pending = await make();
    const approved = await make();
    const rejected = await make();
    const reasoned = await make();
    const cancelled = await make();
    await admin.post(`/v1/admin/transactions/${approved}/approve`);
    await admin.post(`/v1/admin/transactions/${rejected}/reject`);
    await admin.post(`/v1/admin/transactions/${reasoned}/reject`, { reason: 'Address not ours' });
    expect((await client.post(`/v1/withdrawals/${cancelled}/cancel`)).status).toBe(200);
    const rows = parseCsv(
      (await client.get(`/v1/transactions/export${q(Query.equal('kind', 'withdrawal'))}`)).body,
    );
    const byId = new Map(rows.slice(1).map((row) => [row[1], row]));
    const header = rows[0]!;
    const cell = (id: string, name: string) => byId.get(id)![header.indexOf(name)];
    expect(cell(pending, 'Fee (USD)')).toBe('5.00');
    expect(cell(pending, 'To receive (USD)')).toBe('45.00');
    expect(cell(pending, 'Sent (USD)')).toBe('');
    expect(cell(approved, 'To receive (USD)')).toBe('');
    expect(cell(approved, 'Sent (USD)')).toBe('45.00');
    expect(cell(rejected, 'To receive (USD)')).toBe('');
    expect(cell(rejected, 'Sent (USD)')).toBe('0.00');
    expect(cell(rejected, 'Decision')).toBe('Rejected');
    // The stored status stays in "Status"; "Status detail" beside it says which kind of failed.
    expect(cell(rejected, 'Status')).toBe('Failed');
    expect(cell(cancelled, 'Status')).toBe('Failed');
    expect(header.indexOf('Status detail')).toBe(header.indexOf('Status') + 1);
    expect(cell(pending, 'Status detail')).toBe('Pending review');
    expect(cell(approved, 'Status detail')).toBe('Approved');
    expect(cell(rejected, 'Status detail')).toBe('Rejected');
    expect(cell(reasoned, 'Status detail')).toBe('Rejected: Address not ours');
    expect(cell(cancelled, 'Status detail')).toBe('Cancelled');
    expect(cell(cancelled, 'Decision')).toBe('Cancelled');
    // The list's DTO says who failed it, so every view can word it without the history.
    const listed = new Map(
      (
        await client.get(`/v1/transactions${q(Query.equal('kind', 'withdrawal'))}`)
      ).body.transactions.map((t: { $id: string; cancelledByOwner: boolean }) => [
        t.$id,
        t.cancelledByOwner,
      ]),
    );
    expect(listed.get(cancelled)).toBe(true);
    expect([pending, approved, rejected, reasoned].map((id) => listed.get(id))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect((await admin.get(`/v1/admin/transactions/${cancelled}`)).body.cancelledByOwner).toBe(
      true,
    );
    expect(cell(pending, 'Wallet address')).toBe(
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    );
  });

  it('cells with commas, quotes, line breaks or formula starts come back as the text they were', async () => {
    const { client } = await registerActiveUser(ctx);
    const nasty = [
      '=HYPERLINK("http://evil.test","click")',
      '+1+2',
      '-3',
      '@SUM(A1:A2)',
      '\tTabbed',
      '\rReturn',
      'Plain, with "quotes"\nand a second line',
    ];
    for (const description of nasty) {
      const id = await deposit(client);
      await ctx.database.db
        .update(transactions)
        .set({ description })
        .where(eq(transactions.id, id));
    }
    const text = (await client.get('/v1/transactions/export')).body as string;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(text).toContain(`,'+1+2,`);
    expect(text).toContain(`,'@SUM(A1:A2),`);
    const rows = parseCsv(text);
    expect(rows.every((row) => row.length === rows[0]!.length)).toBe(true);
    expect(new Set(column(rows, 'Description'))).toEqual(
      new Set([
        `'=HYPERLINK("http://evil.test","click")`,
        "'+1+2",
        "'-3",
        "'@SUM(A1:A2)",
        "'\tTabbed",
        "'\rReturn",
        'Plain, with "quotes"\nand a second line',
      ]),
    );
  });

  it("the admin's export carries each owner and decider, with the list's filters (user, status, dates)", async () => {
    const { client, user } = await registerActiveUser(ctx, { name: 'Exporter, "The" Owner' });
    const a = await deposit(client, 11_00);
    const b = await deposit(client, 22_00);
    const c = await deposit(client, 33_00);
    await createdAt(a, '2026-06-01T10:00:00.000Z');
    await createdAt(b, '2026-06-02T10:00:00.000Z');
    await createdAt(c, '2026-06-03T10:00:00.000Z');
    await admin.post(`/v1/admin/transactions/${a}/approve`);
    await admin.post(`/v1/admin/transactions/${b}/approve`);
    const filters = `${q(Query.equal('userId', user.$id), Query.equal('status', 'success'))}&from=2026-06-02&to=2026-06-03`;
    const response = await admin.get(`/v1/admin/transactions/export${filters}`);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename=copyvest-all-transactions-from-2026-06-02-to-2026-06-03.csv',
    );
    const rows = parseCsv(response.body);
    const list = (await admin.get(`/v1/admin/transactions${filters}`)).body.transactions;
    expect(column(rows, 'Record ID')).toEqual(list.map((t: { $id: string }) => t.$id));
    expect(column(rows, 'Record ID')).toEqual([b]);
    expect(column(rows, 'User name')).toEqual(['Exporter, "The" Owner']);
    expect(column(rows, 'User e-mail')).toEqual([user.email]);
    expect(column(rows, 'Decided by')[0]).toContain(`<${TEST_ADMIN.email}>`);
  });

  it('walks a long list a page at a time and exports each record once, in the list order', async () => {
    const { client, user } = await registerActiveUser(ctx);
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await deposit(client, 1_00 + i));
    // Five share one instant: the id breaks the tie, so no page repeats or skips a record.
    for (const id of ids.slice(0, 5)) await createdAt(id, '2026-07-01T00:00:00.000Z');
    const file = await exportTransactions({
      db: ctx.deps.db,
      query: {},
      ownerId: user.$id,
      pageSize: 2,
    });
    let text = '';
    let chunks = 0;
    for await (const chunk of file.chunks) {
      text += chunk;
      chunks += 1;
    }
    const exported = column(parseCsv(text), 'Record ID');
    const list = (await client.get(`/v1/transactions${q(Query.limit(100))}`)).body.transactions;
    expect(exported).toEqual(list.map((t: { $id: string }) => t.$id));
    expect(new Set(exported).size).toBe(7);
    expect(chunks).toBe(1 + 4);
  });

  it('only the owner, signed in, exports their list; a user cannot reach the admin export', async () => {
    const { client } = await registerActiveUser(ctx);
    expect((await client.get('/v1/admin/transactions/export')).status).toBe(401);
    const anonymous = await new TestClient(ctx.app).get('/v1/transactions/export');
    expect(anonymous.status).toBe(401);
  });
});
