import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDashboard, testUser } from '@/test/fixtures';
import { FinanceCards } from './finance-cards';

const bonusCard = () => screen.getByText('Total Bonus', { selector: 'dt' }).parentElement!;

describe('FinanceCards', () => {
  it('shows referral bonuses waiting for activation on the bonus card', () => {
    render(
      <FinanceCards
        dashboard={testDashboard({ user: testUser({ bonus: 10_00 }), pendingBonus: 25_00 })}
      />,
    );
    expect(bonusCard()).toHaveTextContent('$10.00');
    expect(bonusCard()).toHaveTextContent('+$25.00 pending');
    expect(bonusCard()).toHaveTextContent(
      'Referral bonuses are paid when the referred account is activated.',
    );
  });

  it('says nothing of pending bonuses when none waits', () => {
    render(<FinanceCards dashboard={testDashboard({ pendingBonus: 0 })} />);
    expect(bonusCard()).not.toHaveTextContent('pending');
  });
});
