import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslateWidget } from './translate-widget';

const scriptSelector = 'script[src^="https://translate.google.com/translate_a/element.js"]';

describe('TranslateWidget', () => {
  afterEach(() => document.querySelectorAll(scriptSelector).forEach((s) => s.remove()));

  it('loads nothing until asked, then says so when the provider is unreachable', async () => {
    const user = userEvent.setup();
    render(<TranslateWidget />);
    expect(document.querySelector(scriptSelector)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Translate this page' }));
    await vi.waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull(), {
      timeout: 2000,
    });
    const loaded = document.querySelector(scriptSelector);
    expect(loaded).not.toBeNull();
    expect(loaded?.getAttribute('src')).toContain('cb=copyvestTranslateInit');

    loaded!.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText('Translation is unavailable right now. Please try again later.'),
    ).toBeInTheDocument();
    // It can be tried again.
    expect(screen.getByRole('button', { name: 'Translate this page' })).toBeEnabled();
  });

  it('keeps the height of its button: the picker and the message open over the page', async () => {
    const user = userEvent.setup();
    render(<TranslateWidget />);
    const control = screen.getByTestId('translate-control');
    expect(control).toHaveClass('relative', 'h-10');
    await user.click(screen.getByRole('button', { name: 'Translate this page' }));
    await vi.waitFor(() => expect(document.querySelector(scriptSelector)).not.toBeNull(), {
      timeout: 2000,
    });
    document.querySelector(scriptSelector)!.dispatchEvent(new Event('error'));
    const message = await screen.findByText(
      'Translation is unavailable right now. Please try again later.',
    );
    expect(message).toHaveClass('absolute');
    expect(control.querySelector('[id^="translate-"]')).toHaveClass('absolute');
  });
});
