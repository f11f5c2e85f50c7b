export type Phase = 'posted' | 'pending' | 'post' | 'void';

export interface FigureDeltas {
  balance: number;
  profit: number;
  bonus: number;
  /** What pending debits of the balance reserve. */
  held: number;
}

export interface NamedLeg {
  debit: string;
  credit: string;
  amount: number;
}

const USER_ACCOUNT = /^user:([^:]+):(balance|profit|bonus)$/;

/**
 * How transfers in one phase change users' stored figures (decision 037): a posted transfer, or
 * the post of a pending one, moves the amount out of the debited figure and into the credited
 * one; a pending debit of a balance holds the amount (available = balance - held) until its post
 * or void releases it; a pending credit changes nothing until it is posted. The SQL of
 * `resolvePending` and of the reconciliation say the same.
 */
export function figureDeltas(legs: NamedLeg[], phase: Phase): Map<string, FigureDeltas> {
  const byUser = new Map<string, FigureDeltas>();
  const add = (account: string, sign: 1 | -1, amount: number) => {
    const match = USER_ACCOUNT.exec(account);
    if (!match) return;
    const [, user, figure] = match as unknown as [string, string, 'balance' | 'profit' | 'bonus'];
    const deltas = byUser.get(user) ?? { balance: 0, profit: 0, bonus: 0, held: 0 };
    byUser.set(user, deltas);
    const moves = phase === 'posted' || phase === 'post';
    if (sign === -1 && phase !== 'posted') {
      if (figure !== 'balance') throw new RangeError(`only a balance can be held: ${account}`);
      deltas.held += phase === 'pending' ? amount : -amount;
    }
    if (moves) deltas[figure] += sign * amount;
  };
  for (const leg of legs) {
    add(leg.debit, -1, leg.amount);
    add(leg.credit, 1, leg.amount);
  }
  return byUser;
}
