import { landingSettings } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { supportPage } from '@/content/pages';
import { record } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ReferralList } from './referral-list';

const referral = (id: string, bonusStatus: 'pending' | 'paid' | 'void' | null) => ({
  ...record(id),
  name: `Friend ${id}`,
  isActive: bonusStatus === 'paid',
  avatar: null,
  bonusStatus,
});

describe('ReferralList', () => {
  it("shows each referral's bonus status as a badge", () => {
    renderWithProviders(
      <ReferralList
        linkToAdmin={false}
        referrals={[
          referral('a', 'pending'),
          referral('b', 'paid'),
          referral('c', 'void'),
          referral('d', null),
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Pending')).toBeVisible();
    expect(items[0]).toHaveTextContent('Referral bonus: Pending');
    expect(within(items[1]!).getByText('Paid')).toBeVisible();
    expect(within(items[2]!).getByText('Cancelled')).toBeVisible();
    expect(items[3]).not.toHaveTextContent('Referral bonus');
  });
});

describe('the help on referral bonuses', () => {
  it('says the bonus is paid when an admin activates the referred account', () => {
    const answers = [
      landingSettings.defaults.faq.find((item) => item.question.includes('referral'))?.answer,
      supportPage.topics
        .flatMap((topic): readonly { question: string; answer: string }[] => topic.items)
        .find((item) => item.question.includes('referral'))?.answer,
    ];
    for (const answer of answers) {
      expect(answer).toContain('when an admin activates their account');
    }
  });
});
