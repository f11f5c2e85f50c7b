import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cryptoAmountFor, paymentUri, quoteDecimals } from './payment-quote.ts';

describe('cryptoAmountFor', () => {
  it('a $2,000.00 deposit at $64,000 per bitcoin is 0.03125 BTC exactly', () => {
    expect(cryptoAmountFor(200_000, '64000', 8)).toBe('0.03125');
  });

  it('rounds up to the coin’s decimals, so the amount shown always covers the dollars', () => {
    // $100 at $3 per coin is 33.333333… coins: shown 33.333334 with 6 decimals.
    expect(cryptoAmountFor(10_000, '3', 6)).toBe('33.333334');
    expect(cryptoAmountFor(1, '64123.45678901', 8)).toBe('0.00000016');
  });

  it('a stablecoin at 1 is the dollars', () => {
    expect(cryptoAmountFor(250_050, '1', 6)).toBe('2500.5');
  });

  it('refuses a rate that is not a positive decimal of at most 8 places', () => {
    for (const rate of ['0', '0.000000000', '-5', 'abc', '1.123456789', '']) {
      expect(cryptoAmountFor(100, rate, 8), rate).toBeNull();
    }
  });

  it('paying the amount shown at the rate is never less than the dollars, nor a unit more than needed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_00 }),
        fc.integer({ min: 1, max: 10_000_000_00000000 }),
        fc.constantFrom(6, 8),
        (cents, rateUnits, decimals) => {
          const rate = (Number(rateUnits) / 1e8).toFixed(8);
          const shown = cryptoAmountFor(cents, rate, decimals)!;
          const [whole, fraction = ''] = shown.split('.');
          const units = BigInt(whole! + fraction.padEnd(decimals, '0'));
          const rateScaled = BigInt(rate.replace('.', ''));
          // value in 10^-(8+decimals) dollars-cents: units × rate vs cents × 10^(decimals+8) / 100
          const paid = units * rateScaled * 100n;
          const owed = BigInt(cents) * 10n ** BigInt(8 + decimals);
          expect(paid >= owed).toBe(true);
          expect((units - 1n) * rateScaled * 100n < owed).toBe(true);
        },
      ),
    );
  });
});

describe('quoteDecimals', () => {
  it('the network’s own coin shows its decimals; a stablecoin token on it shows 6', () => {
    expect(quoteDecimals('bitcoin', 'BTC')).toBe(8);
    expect(quoteDecimals('bitcoin', 'btc-main')).toBe(8);
    expect(quoteDecimals('tron', 'trx')).toBe(6);
    expect(quoteDecimals('ethereum', 'usdt')).toBe(6);
    expect(quoteDecimals('ethereum', 'USDC-erc20')).toBe(6);
    expect(quoteDecimals(null, 'xyz')).toBe(8);
  });
});

describe('paymentUri', () => {
  const uri = (
    network: Parameters<typeof paymentUri>[0]['network'],
    code: string,
    amount: string | null,
  ) => paymentUri({ network, code, address: 'ADDR', cryptoAmount: amount });

  it('Bitcoin and Litecoin use BIP-21 with the amount in coins', () => {
    expect(uri('bitcoin', 'btc', '0.03125')).toBe('bitcoin:ADDR?amount=0.03125');
    expect(uri('bitcoin', 'btc2', '1')).toBe('bitcoin:ADDR?amount=1');
    expect(uri('litecoin', 'LTC', '1.5')).toBe('litecoin:ADDR?amount=1.5');
  });

  it('ether and BNB use EIP-681 with the value in wei on their chain', () => {
    expect(uri('ethereum', 'eth', '0.5')).toBe('ethereum:ADDR@1?value=500000000000000000');
    expect(uri('bsc', 'bnb', '2')).toBe('ethereum:ADDR@56?value=2000000000000000000');
  });

  it('Tron and Solana carry the amount in coins', () => {
    expect(uri('tron', 'trx', '10')).toBe('tron:ADDR?amount=10');
    expect(uri('solana', 'sol', '0.25')).toBe('solana:ADDR?amount=0.25');
  });

  it('a token, a method without a network and a quote without an amount give the bare address', () => {
    expect(uri('ethereum', 'usdt', '100')).toBe('ADDR');
    expect(uri('tron', 'USDT-trc20', '100')).toBe('ADDR');
    expect(uri(null, 'btc', '1')).toBe('ADDR');
    expect(uri('bitcoin', 'btc', null)).toBe('ADDR');
  });
});
