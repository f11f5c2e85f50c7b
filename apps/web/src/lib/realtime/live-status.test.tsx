import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveIndicator } from './live-indicator';
import { isReconnect, nextLiveStatus, type LiveSignal, type LiveStatus } from './live-status';

function run(signals: LiveSignal[], from: LiveStatus = 'connecting'): LiveStatus[] {
  const seen: LiveStatus[] = [];
  let status = from;
  for (const signal of signals) {
    status = nextLiveStatus(status, signal);
    seen.push(status);
  }
  return seen;
}

describe('the live connection status', () => {
  it('is connected once open, reconnecting after a drop, connected again when back', () => {
    expect(run(['open', 'close', 'close', 'open'])).toEqual([
      'connected',
      'reconnecting',
      'reconnecting',
      'connected',
    ]);
    expect(isReconnect('reconnecting', 'connected')).toBe(true);
    expect(isReconnect('connecting', 'connected')).toBe(false);
  });

  it('a first connection that fails is reconnecting (the SDK tries again)', () => {
    expect(run(['close'])).toEqual(['reconnecting']);
  });

  it('stops after a 1008 refusal: its close is no drop', () => {
    expect(run(['open', 'policy-violation', 'close'])).toEqual(['connected', 'stopped', 'stopped']);
  });
});

describe('LiveIndicator', () => {
  it('says so only while reconnecting', () => {
    const { rerender } = render(<LiveIndicator status="reconnecting" />);
    expect(screen.getByRole('status')).toHaveTextContent('Live updates paused — reconnecting…');
    for (const status of ['connecting', 'connected', 'stopped'] as const) {
      rerender(<LiveIndicator status={status} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    }
  });
});
