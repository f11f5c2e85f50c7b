import { messages, type TAccountSecurity } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '@/lib/session/session-store';
import { testSession, testUser } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { UserSecurityCard } from './user-security-card';

const t = messages.twoFactor;

const security = (overrides: Partial<TAccountSecurity> = {}): TAccountSecurity => ({
  emailVerification: true,
  phoneVerification: false,
  mfa: false,
  totp: false,
  recoveryCodes: 0,
  guest: false,
  identities: [],
  closed: false,
  ...overrides,
});

afterEach(() => {
  resetSession();
});

describe('UserSecurityCard', () => {
  it('an open account says so and offers no Reopen', () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    renderWithProviders(<UserSecurityCard userId="u2" security={security()} />);
    expect(screen.getByText(t.adminOpen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.adminReopen })).not.toBeInTheDocument();
  });

  it('a closed account shows as closed; Reopen asks first, then reopens it', async () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    server.use(http.post('/v1/users/:id/reopen', () => json(testUser({ $id: 'u2' }))));
    const requests = recordRequests();
    const calls = () => requests.map((r) => `${r.method} ${r.path}`);
    const user = userEvent.setup();
    renderWithProviders(<UserSecurityCard userId="u2" security={security({ closed: true })} />);
    expect(screen.getByText(t.adminClosed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.adminReopen }));
    const dialog = screen.getByRole('dialog', { name: t.adminReopen });
    expect(dialog).toHaveTextContent(t.adminReopenConfirm);
    expect(calls()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: t.adminReopen }));
    await vi.waitFor(() => expect(calls()).toContain('POST /v1/users/u2/reopen'));
  });
});
