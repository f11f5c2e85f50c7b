import { COPY_CONFIRM_MS } from '@copyvest/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '@/components/ui/copy-button';

/** Clicks and lets the clipboard promise settle. */
async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await act(async () => {});
}

describe('CopyButton', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('copies the text and reads "Copied" for 2 s', async () => {
    render(<CopyButton text="bc1qwalletaddress" label="Copy address" />);
    await click('Copy address');

    expect(writeText).toHaveBeenCalledWith('bc1qwalletaddress');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 1));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a second copy restarts the 2 s', async () => {
    render(<CopyButton text="link" label="Copy link" />);
    await click('Copy link');
    act(() => vi.advanceTimersByTime(1500));
    await click('Copied');
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('keeps its label when the browser refuses to copy', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    render(<CopyButton text="link" label="Copy link" />);
    await click('Copy link');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('with a short label: shows it, is named by the full label, and reads "Copied" once copied', async () => {
    render(<CopyButton text="bc1qfirst" label="Copy Bitcoin address" shortLabel="Copy" />);
    const button = screen.getByRole('button', { name: 'Copy Bitcoin address' });
    expect(button).toHaveTextContent(/^Copy$/);
    await click('Copy Bitcoin address');
    expect(writeText).toHaveBeenCalledWith('bc1qfirst');
    expect(screen.getByRole('button', { name: 'Copied' })).toBe(button);
    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS));
    expect(screen.getByRole('button', { name: 'Copy Bitcoin address' })).toBe(button);
  });
});
