import { messages, type TAuditEntry } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminAuditPage } from '@/features/admin/routes/admin-audit-page';
import { http, json, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const at = '2026-03-04T12:00:00.000Z';
const cancelled: TAuditEntry = {
  $id: '7',
  $createdAt: at,
  $updatedAt: at,
  actorId: 'u-grace',
  actorName: 'Grace Hopper',
  actorRole: 'user',
  action: 'transaction.cancel',
  targetType: 'transaction',
  targetId: 'tx-123',
  targetName: 'Grace Hopper',
  userNames: { 'u-grace': 'Grace Hopper' },
  before: { status: 'pending' },
  after: { status: 'failed', amount: 500_00, type: 'withdraw', userId: 'u-grace' },
};

describe('AdminAuditPage', () => {
  it('a user who cancelled a withdrawal is shown as a user, by name, the action and fields in words', async () => {
    server.use(
      http.get('/v1/admin/audit', () => json({ total: 1, entries: [cancelled] })),
      http.get('/v1/users', () => json({ total: 0, users: [] })),
    );
    renderWithProviders(<AdminAuditPage />);
    const row = await screen.findByRole('article');
    expect(within(row).getByText(messages.admin.auditBy)).toBeInTheDocument();
    expect(within(row).getByText(messages.audit.roles.user)).toBeInTheDocument();
    expect(within(row).queryByText(messages.audit.roles.admin)).not.toBeInTheDocument();
    expect(within(row).getByText('Cancelled a withdrawal')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'of Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/transactions/tx-123',
    );
    expect(within(row).getByText('User: Grace Hopper')).toBeInTheDocument();
    expect(within(row).queryByText(/u-grace|transaction\.cancel/)).not.toBeInTheDocument();
  });
});
