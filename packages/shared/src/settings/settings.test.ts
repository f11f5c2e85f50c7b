import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_FEE_PERCENT } from '../constants.ts';
import { withdrawalFee, withdrawalLimitError, depositLimitError } from '../rules.ts';
import {
  defaultSettings,
  fillLandingTokens,
  parseSettingsGroup,
  publicSettings,
  SETTINGS_GROUPS,
  SETTINGS_KEYS,
} from './index.ts';

describe('settings defaults', () => {
  it('every group’s defaults pass its own schema unchanged', () => {
    for (const key of SETTINGS_KEYS) {
      expect(parseSettingsGroup(key, SETTINGS_GROUPS[key].defaults)).toEqual({
        ok: true,
        value: SETTINGS_GROUPS[key].defaults,
      });
    }
  });

  it('the withdrawal fee defaults to the spec’s 10 % with no minimum, as the constant says', () => {
    expect(defaultSettings().withdrawals).toEqual({ feePercent: 10, minFeeCents: 0 });
    expect(WITHDRAWAL_FEE_PERCENT).toBe(10);
    expect(withdrawalFee(100_00, defaultSettings().withdrawals)).toBe(10_00);
    expect(withdrawalFee(100_00)).toBe(10_00);
  });

  it('the landing defaults are the spec’s figures, six FAQ entries and five testimonials', () => {
    const { landing } = defaultSettings();
    expect(landing.figuresSource).toBe('spec');
    expect(landing.statistics).toEqual([
      { value: '95%', label: 'Average win rate' },
      { value: '1.85', label: 'Profit factor' },
      { value: '12 hours', label: 'Average trade duration' },
    ]);
    expect(landing.faq).toHaveLength(6);
    expect(landing.testimonials.map((t) => t.name)).toEqual([
      'Sarah Mitchell',
      'David Okafor',
      'Maria González',
      'James Walker',
      'Aisha Rahman',
    ]);
    expect(
      fillLandingTokens(landing.faq[3]!.answer, {
        appName: 'CopyVest',
        feePercent: 10,
        activationHours: 24,
      }),
    ).toContain('A processing fee of 10% of the withdrawn amount applies.');
  });

  it('there is no maintenance notice, no bounds and no required two-factor by default', () => {
    const settings = defaultSettings();
    expect(settings.maintenance).toEqual({ enabled: false, message: '' });
    expect(settings.paymentLimits).toEqual({ byMethod: {} });
    expect(settings.security).toEqual({ requireAdminTwoFactor: false });
  });

  it('defaultSettings answers a fresh copy each time (a caller’s change is never shared)', () => {
    const first = defaultSettings();
    first.landing.faq.pop();
    expect(defaultSettings().landing.faq).toHaveLength(6);
  });

  it('the public set holds the public groups only', () => {
    expect(Object.keys(publicSettings(defaultSettings())).sort()).toEqual(
      SETTINGS_KEYS.filter((key) => SETTINGS_GROUPS[key].public).sort(),
    );
  });
});

describe('settings validation', () => {
  it('names the field of the first problem', () => {
    expect(parseSettingsGroup('withdrawals', { feePercent: 10.001, minFeeCents: 0 })).toEqual({
      ok: false,
      message: 'feePercent: Use at most two decimals',
    });
    expect(parseSettingsGroup('withdrawals', { feePercent: 10, minFeeCents: -1 })).toEqual({
      ok: false,
      message: 'minFeeCents: Must be at least 0',
    });
    const landing = defaultSettings().landing;
    expect(
      parseSettingsGroup('landing', { ...landing, testimonials: landing.testimonials.slice(0, 4) }),
    ).toMatchObject({ ok: false });
    expect(
      parseSettingsGroup('landing', {
        ...landing,
        faq: [{ question: ' ', answer: 'x' }],
      }),
    ).toEqual({ ok: false, message: 'faq.0.question: Must not be empty' });
  });
});

describe('the withdrawal fee from settings', () => {
  it('is the percentage rounded down, at least the minimum, never more than the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 100_00 }),
        (amount, bps, minFeeCents) => {
          const fee = withdrawalFee(amount, { feePercent: bps / 100, minFeeCents });
          expect(fee).toBeGreaterThanOrEqual(Math.min(amount, minFeeCents));
          expect(fee).toBeLessThanOrEqual(amount);
          expect(fee).toBe(
            Math.min(amount, Math.max(minFeeCents, Math.floor((amount * bps) / 10_000))),
          );
        },
      ),
    );
  });

  it('refuses amounts outside a method’s bounds, and one the fee would swallow', () => {
    const method = { id: 'm1', name: 'Tether' };
    const settings = {
      withdrawals: { feePercent: 10, minFeeCents: 5_00 },
      paymentLimits: {
        byMethod: {
          m1: { depositMin: 10_00, depositMax: null, withdrawalMin: null, withdrawalMax: 100_00 },
        },
      },
    };
    expect(withdrawalLimitError(100_01, method, settings)).toBe(
      'The maximum withdrawal with Tether is $100.00',
    );
    expect(withdrawalLimitError(5_00, method, settings)).toBe(
      'The amount must be more than the processing fee of $5.00',
    );
    expect(withdrawalLimitError(5_01, method, settings)).toBeNull();
    expect(depositLimitError(9_99, method, settings.paymentLimits)).toBe(
      'The minimum deposit with Tether is $10.00',
    );
    expect(depositLimitError(9_99, { id: 'm2', name: 'Bitcoin' }, settings.paymentLimits)).toBe(
      null,
    );
  });
});
