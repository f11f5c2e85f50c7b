import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'How long does activation take?', answer: 'Within 24 hours.' },
  { question: 'Are there fees?', answer: 'A 10% withdrawal fee.' },
];

describe('FaqAccordion', () => {
  it('toggles answers with buttons that report aria-expanded', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const question = screen.getByRole('button', { name: 'Are there fees?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Are there fees?' })).toBeNull();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Are there fees?' });
    expect(answer).toHaveTextContent('A 10% withdrawal fee.');
    expect(question).toHaveAttribute('aria-controls', answer.id);

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the default item', () => {
    render(<FaqAccordion items={items} defaultOpen={0} />);
    expect(screen.getByRole('button', { name: items[0]!.question })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
