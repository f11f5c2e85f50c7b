import { call } from '../api-call.ts';
import { fundMember, type World } from './world.ts';

/**
 * (2) Conflicting money operations for a while: parallel approvals and rejections of the same
 * deposits and withdrawals, withdrawals that together overdraw, double claims, trades racing
 * withdrawals, negative adjustments, and the same Idempotency-Key sent many times at once.
 */
export interface ConflictFigures {
  operations: number;
  serverErrors: number;
  samples: string[];
}

export async function conflicts(world: World, seconds: number): Promise<ConflictFigures> {
  const figures: ConflictFigures = { operations: 0, serverErrors: 0, samples: [] };
  const count = (answers: { status: number; body: unknown }[], what: string) => {
    for (const answer of answers) {
      figures.operations += 1;
      if (answer.status >= 500 || answer.status <= 0) {
        figures.serverErrors += 1;
        if (figures.samples.length < 10)
          figures.samples.push(
            `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
      }
    }
  };
  const { base, admin } = world;
  const deadline = Date.now() + seconds * 1000;
  let round = 0;
  while (Date.now() < deadline) {
    round += 1;
    const user = world.users[round % world.users.length]!;
    const cookie = user.cookie;
    // Deposits approved and rejected at the same time.
    const deposit = await call(base, '/v1/deposits', {
      body: { paymentMethodId: world.methodId, amount: 50_00 },
      cookie,
    });
    count([deposit], 'deposit');
    if (deposit.status === 201) {
      const id = deposit.body.$id;
      count(
        await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            call(base, `/v1/admin/transactions/${id}/${i % 2 ? 'reject' : 'approve'}`, {
              method: 'POST',
              cookie: admin.cookie,
            }),
          ),
        ),
        'approve/reject race',
      );
    }
    // Withdrawals that together overdraw, decided concurrently.
    const withdrawals = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(base, '/v1/withdrawals', {
          body: {
            paymentMethodId: world.methodId,
            amount: 40_00,
            walletAddress: `bc1-round-${round}-${i}`,
          },
          cookie,
        }),
      ),
    );
    count(withdrawals, 'withdrawal');
    count(
      await Promise.all(
        withdrawals
          .filter((w) => w.status === 201)
          .flatMap((w) => [
            call(base, `/v1/admin/transactions/${w.body.$id}/approve`, {
              method: 'POST',
              cookie: admin.cookie,
            }),
            call(base, `/v1/admin/transactions/${w.body.$id}/reject`, {
              method: 'POST',
              cookie: admin.cookie,
            }),
          ]),
      ),
      'decide withdrawal',
    );
    // A trade racing a claim, double claims, a negative adjustment racing a withdrawal.
    count(
      await Promise.all([
        call(base, '/v1/trades', { body: { planId: world.planId, amount: 10_00 }, cookie }),
        call(base, '/v1/trades/claim', { method: 'POST', cookie }),
        call(base, '/v1/trades/claim', { method: 'POST', cookie }),
        call(base, `/v1/users/${user.id}/adjustments`, {
          body: { figure: 'balance', amount: -30_00 },
          cookie: admin.cookie,
        }),
        call(base, '/v1/withdrawals', {
          body: {
            paymentMethodId: world.methodId,
            amount: 30_00,
            walletAddress: `bc1-adj-${round}`,
          },
          cookie,
        }),
      ]),
      'trade/claim/adjust',
    );
    // One Idempotency-Key sent eight times at once: one withdrawal.
    const key = `chaos-replay-${process.pid}-${round}`;
    count(
      await Promise.all(
        Array.from({ length: 8 }, () =>
          call(base, '/v1/withdrawals', {
            body: {
              paymentMethodId: world.methodId,
              amount: 1_00,
              walletAddress: `bc1-key-${round}`,
            },
            headers: { 'idempotency-key': key },
            cookie,
          }),
        ),
      ),
      'idempotent replay',
    );
    if (round % 10 === 0) await fundMember(world, user, 500_00);
  }
  return figures;
}
