import { describe, expect, it } from 'vitest';
import { ZEmailUpdate, ZLoginInput, ZPasswordChangeInput, ZRegisterInput } from './account.ts';
import { planFormToInput, ZPlanForm, ZPlanInput } from './admin.ts';
import { ZDepositForm, ZProfileUpdate, ZTransactionId, ZWithdrawalForm } from './money.ts';

const first = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('login and register', () => {
  it('gives the spec messages in order', () => {
    expect(first(ZLoginInput.safeParse({ email: '', password: 'x' }))).toBe('Email is required');
    expect(first(ZLoginInput.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(first(ZLoginInput.safeParse({ email: 'a@b.co', password: '1234567' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(first(ZLoginInput.safeParse({ password: '12345678' }))).toBe(
      'Missing required parameter: "email"',
    );
    expect(ZLoginInput.parse({ email: ' Ada@Example.COM ', password: '12345678' }).email).toBe(
      'ada@example.com',
    );
  });

  it('makes the referrer optional and blank means none', () => {
    const base = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'UK',
      password: '12345678',
      acceptTerms: 'true',
    };
    expect(ZRegisterInput.parse({ ...base, referrerId: '' }).referrerId).toBeUndefined();
    expect(first(ZRegisterInput.safeParse({ ...base, name: ' ' }))).toBe('Full name is required');
    expect(first(ZRegisterInput.safeParse({ ...base, phone: '' }))).toBe(
      'Phone number is required',
    );
    expect(first(ZRegisterInput.safeParse({ ...base, country: '' }))).toBe('Country is required');
  });

  it('signs up only with the terms and the privacy policy accepted', () => {
    const base = {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+44 20 7946 0000',
      country: 'UK',
      password: '12345678',
    };
    const refusal = 'Please accept the Terms of Service and the Privacy Policy';
    for (const acceptTerms of [undefined, '', 'false', true]) {
      expect(first(ZRegisterInput.safeParse({ ...base, acceptTerms }))).toBe(refusal);
    }
    expect(ZRegisterInput.safeParse({ ...base, acceptTerms: 'true' }).success).toBe(true);
  });
});

describe('phone numbers', () => {
  const base = {
    name: 'Ada',
    email: 'ada@example.com',
    country: 'UK',
    password: '12345678',
    acceptTerms: 'true',
  };

  it.each([
    ['+1 (415) 555-2671', '+14155552671'],
    ['+44 20 7946 0000', '+442079460000'],
    [' +33 1 42 68 53 00 ', '+33142685300'],
    ['+233 24 123 4567', '+233241234567'],
  ])('normalises %j to E.164 %j, at sign-up and in the profile', (phone, e164) => {
    expect(ZRegisterInput.parse({ ...base, phone }).phone).toBe(e164);
    expect(ZProfileUpdate.parse({ phone, country: 'UK' }).phone).toBe(e164);
  });

  it.each(['1', 'call me', '+1 555 0100', '020 7946 0000', '+999 123 456', '+44 7700 900123'])(
    'refuses %j with the international-format message',
    (phone) => {
      const message = 'Enter the phone number in international format, e.g. +14155550123';
      expect(first(ZRegisterInput.safeParse({ ...base, phone }))).toBe(message);
      expect(first(ZProfileUpdate.safeParse({ phone, country: 'UK' }))).toBe(message);
    },
  );
});

describe('security forms', () => {
  it('asks for the current password and a new one under the sign-up rule', () => {
    const ok = { oldPassword: 'old-secret', password: 'new-secret' };
    expect(ZPasswordChangeInput.parse(ok)).toEqual(ok);
    expect(first(ZPasswordChangeInput.safeParse({ ...ok, oldPassword: '' }))).toBe(
      'Current password is required',
    );
    expect(first(ZPasswordChangeInput.safeParse({ ...ok, password: '' }))).toBe(
      'Password is required',
    );
    expect(first(ZPasswordChangeInput.safeParse({ ...ok, password: '1234567' }))).toBe(
      'Password must be at least 8 characters',
    );
    expect(first(ZPasswordChangeInput.safeParse({ ...ok, password: 'old-secret' }))).toBe(
      'The new password must be different from the current one',
    );
  });

  it('asks for the new e-mail and the password', () => {
    expect(ZEmailUpdate.parse({ email: ' New@Example.COM ', password: 'x' }).email).toBe(
      'new@example.com',
    );
    expect(first(ZEmailUpdate.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'Enter a valid email address',
    );
    expect(first(ZEmailUpdate.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
  });
});

describe('deposit and withdrawal forms', () => {
  it('use the spec messages and produce API bodies in cents', () => {
    expect(first(ZDepositForm.safeParse({ paymentMethodId: '', amount: '10' }))).toBe(
      'Please select a payment method',
    );
    expect(first(ZDepositForm.safeParse({ paymentMethodId: 'm', amount: '' }))).toBe(
      'Please enter an amount',
    );
    expect(ZDepositForm.parse({ paymentMethodId: 'm', amount: '1,000' })).toEqual({
      paymentMethodId: 'm',
      amount: 1_000_00,
    });
    expect(
      first(ZWithdrawalForm.safeParse({ paymentMethodId: 'm', amount: '5', walletAddress: '' })),
    ).toBe('Please enter a wallet address');
  });
});

describe('plan form', () => {
  it('reads numbers, each at least 1, and refuses min above max', () => {
    const good = { title: 'Basic Plan', min: 100, max: 1000, roi: 10, duration: 10 };
    expect(planFormToInput(ZPlanForm.parse(good))).toEqual({
      title: 'Basic Plan',
      min: 100_00,
      max: 1_000_00,
      roi: 10,
      days: 10,
    });
    expect(first(ZPlanForm.safeParse({ ...good, title: '' }))).toBe('Title is required');
    expect(first(ZPlanForm.safeParse({ ...good, min: Number.NaN }))).toBe('Min is required');
    expect(first(ZPlanForm.safeParse({ ...good, roi: 0 }))).toBe('ROI is required');
    expect(first(ZPlanForm.safeParse({ ...good, duration: 0 }))).toBe('Duration is required');
    expect(first(ZPlanForm.safeParse({ ...good, min: 2000 }))).toBe(
      'Min must not be greater than Max',
    );
    expect(
      first(ZPlanInput.safeParse({ title: 'X', min: 100_00, max: 200_00, roi: 5, days: 1.5 })),
    ).toBe('Duration is required');
  });
});

describe('transaction id', () => {
  it.each(['TNX-7KQ2MZ', 'TNX-222222', 'TNX-123456', 'TNX-000000'])('accepts %s', (id) => {
    expect(ZTransactionId.safeParse(id).success).toBe(true);
  });
  it.each(['TNX-7KQ2M0', 'TNX-ABCDEI', 'TNX-abcdef', 'TNX-12345', 'TNX-1A2B3C', 'TX-7KQ2MZ'])(
    'refuses %s',
    (id) => {
      expect(ZTransactionId.safeParse(id).success).toBe(false);
    },
  );
});
