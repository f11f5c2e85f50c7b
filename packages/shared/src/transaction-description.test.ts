import { describe, expect, it } from 'vitest';
import { describeTransaction, storedTransactionDescription } from './transaction-description.ts';

describe('describeTransaction', () => {
  it('renders the words of a known code, whatever the stored text says', () => {
    expect(
      describeTransaction({
        description: 'old words',
        descriptionCode: 'investment',
        descriptionParams: { plan: 'Gold' },
      }),
    ).toBe('Investment in Gold');
  });

  it('falls back to the stored text without a code, with an unknown code or with bad parameters', () => {
    expect(describeTransaction({ description: 'Hand-written' })).toBe('Hand-written');
    expect(
      describeTransaction({ description: 'From a newer server', descriptionCode: 'dividend' }),
    ).toBe('From a newer server');
    expect(
      describeTransaction({
        description: 'Kept',
        descriptionCode: 'deposit',
        descriptionParams: { plan: 'no method' },
      }),
    ).toBe('Kept');
  });

  it('stores the words, the code and the parameters of a description together', () => {
    expect(storedTransactionDescription({ code: 'profit_claim', params: {} })).toEqual({
      description: 'Profit claim',
      descriptionCode: 'profit_claim',
      descriptionParams: {},
    });
  });
});
