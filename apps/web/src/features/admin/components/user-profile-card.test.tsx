import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSession, setSession } from '@/lib/session/session-store';
import { testSession, testUser } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { UserProfileCard } from './user-profile-card';

afterEach(() => {
  resetSession();
});

describe('UserProfileCard', () => {
  it("does not offer Deactivate or Delete User on the admin's own page", () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    renderWithProviders(
      <UserProfileCard user={testUser({ $id: 'admin1', isAdmin: true, isActive: true })} />,
    );
    expect(screen.getByRole('group', { name: 'User actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
  });

  it('a phone and country nobody entered (the first admin) read "Not set"', () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    renderWithProviders(
      <UserProfileCard user={testUser({ $id: 'admin1', isAdmin: true, phone: '', country: '' })} />,
    );
    expect(screen.getAllByText('Not set')).toHaveLength(2);
    expect(screen.queryByText('N/A')).not.toBeInTheDocument();
  });

  it("offers Deactivate and Delete User on another user's page", () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    renderWithProviders(<UserProfileCard user={testUser({ $id: 'u2', isActive: true })} />);
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
  });

  it('Deactivate asks first, with the reason the user will see, and sends it', async () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    server.use(
      http.post('/v1/users/:id/deactivate', () => json(testUser({ $id: 'u2', isActive: false }))),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(
      <UserProfileCard user={testUser({ $id: 'u2', name: 'Ann', isActive: true })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ann?' });
    expect(requests).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Reason shown to the user/), 'Documents pending');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/v1/users/u2/deactivate');
    await vi.waitFor(() => expect(requests[0]!.body).toEqual({ reason: 'Documents pending' }));
  });
});
