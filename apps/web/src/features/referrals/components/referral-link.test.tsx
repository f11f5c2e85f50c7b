import { landingSettings } from '@copyvest/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReferralLink } from './referral-link';

describe('ReferralLink', () => {
  it('shows the whole link as wrapping text, labelled, not in a field that cuts it off', () => {
    render(<ReferralLink referralId="ada-lovelace-1a2b" />);
    const link = screen.getByLabelText('Your referral link');
    expect(link.tagName).not.toBe('INPUT');
    expect(link).toHaveTextContent(`${window.location.origin}/register?refId=ada-lovelace-1a2b`);
    expect(link).toHaveClass('break-all');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});

describe('the FAQ on the referral link', () => {
  it('sends the user to the Referrals page, where the link is, not the dashboard', () => {
    const answer =
      landingSettings.defaults.faq.find((item) => item.question.includes('referral'))?.answer ?? '';
    expect(answer).toContain('Referrals page');
    expect(answer).not.toContain('dashboard');
  });
});
