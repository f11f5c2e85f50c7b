import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSession, setSession } from '@/lib/session/session-store';
import { testSession, testUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { UserProfileCard } from './user-profile-card';

afterEach(() => resetSession());

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

  it("offers Deactivate and Delete User on another user's page", () => {
    setSession(testSession({ $id: 'admin1', isAdmin: true }));
    renderWithProviders(<UserProfileCard user={testUser({ $id: 'u2', isActive: true })} />);
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
  });
});
