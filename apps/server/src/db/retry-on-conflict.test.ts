import { describe, expect, it } from 'vitest';
import { retryOnConflict } from './retry-on-conflict.ts';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

function failing(codes: string[], answer = 'done') {
  let calls = 0;
  return {
    calls: () => calls,
    run: async () => {
      const code = codes[calls++];
      if (code) throw pgError(code);
      return answer;
    },
  };
}

describe('a transaction PostgreSQL rolled back as a deadlock victim', () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => void sleeps.push(ms);

  it('runs again after a deadlock or a serialization failure, and answers', async () => {
    const work = failing(['40P01', '40001']);
    expect(await retryOnConflict({ run: work.run, sleep })).toBe('done');
    expect(work.calls()).toBe(3);
  });

  it('gives up after four attempts with the last error', async () => {
    const work = failing(['40P01', '40P01', '40P01', '40P01', '40P01']);
    await expect(retryOnConflict({ run: work.run, sleep })).rejects.toThrow('pg 40P01');
    expect(work.calls()).toBe(4);
  });

  it('never runs again after any other error (a conflict, a refusal, a bug)', async () => {
    for (const code of ['23505', '55P03', '57014']) {
      const work = failing([code]);
      await expect(retryOnConflict({ run: work.run, sleep })).rejects.toThrow(`pg ${code}`);
      expect(work.calls()).toBe(1);
    }
    let calls = 0;
    const refusal = new Error('Insufficient balance');
    await expect(
      retryOnConflict({
        run: async () => {
          calls++;
          throw refusal;
        },
        sleep,
      }),
    ).rejects.toBe(refusal);
    expect(calls).toBe(1);
  });
});
