import { describe, expect, it } from 'vitest';
import { describeAction, describeChange } from './audit-change';

const texts = (before: unknown, after: unknown) =>
  describeChange(before, after).map((line) => line.text);

describe('the audit log in words', () => {
  it('names what an action did, keeping an unknown one as recorded', () => {
    expect(describeAction('user.activate')).toBe('Activated the account');
    expect(describeAction('plan.update')).toBe('Edited a plan');
    expect(describeAction('transaction.reject')).toBe('Rejected a transaction');
    expect(describeAction('something.new')).toBe('something.new');
  });

  it('shows an edited plan as its changed fields, as the screens show them, without ids or times', () => {
    const plan = {
      $id: 'p1',
      $createdAt: '2026-01-01T00:00:00.000Z',
      $updatedAt: '2026-01-01T00:00:00.000Z',
      title: 'Silver',
      min: 100_00,
      max: 500_00,
      roi: 3.5,
      days: 14,
      isRecommended: false,
    };
    expect(
      texts(plan, {
        ...plan,
        $updatedAt: '2026-02-01T00:00:00.000Z',
        title: 'Silver+',
        max: 2_500_50,
        roi: 9,
        days: 3,
        isRecommended: true,
      }),
    ).toEqual([
      'Title: Silver → Silver+',
      'Max: $500.00 → $2,500.50',
      'ROI: 3.5% per day → 9% per day',
      'Duration: 14 days → 3 days',
      'Recommended: No → Yes',
    ]);
  });

  it('shows flags as Yes and No, statuses by their labels, and what was set or removed', () => {
    expect(texts({ isActive: false, isAdmin: false }, { isActive: true, isAdmin: false })).toEqual([
      'Active: No → Yes',
    ]);
    expect(texts({ status: 'pending' }, { status: 'success', amount: 50_00 })).toEqual([
      'Status: Pending → Success',
      'Amount: $50.00',
    ]);
    expect(texts({ name: 'Ada', isActive: true }, { deleted: true })).toEqual([
      'Name: Ada (removed)',
      'Active: Yes (removed)',
      'Deleted: Yes',
    ]);
    expect(texts({ phone: '' }, { phone: '+14155550100' })).toEqual(['Phone: None → +14155550100']);
  });
});
