import { messages } from '@copyvest/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RetryingNotice } from '@/components/ui/retrying-notice';

function Reader({ load }: { load: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['figures'], queryFn: load });
  return <p>{query.data ?? 'skeleton'}</p>;
}

describe('RetryingNotice', () => {
  it('after the first failure says it is retrying and "Retry now" tries again at once', async () => {
    // Three retries, far apart: nothing happens by itself while the test looks.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 3, retryDelay: 60_000 } },
    });
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'figures';
    });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={queryClient}>
        <RetryingNotice />
        <Reader load={load} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText(messages.common.retryingLoad(2, 4))).toBeInTheDocument();
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: messages.common.retryNow }));
    expect(await screen.findByText('figures')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByRole('button', { name: messages.common.retryNow }),
    ).not.toBeInTheDocument();
  });
});
