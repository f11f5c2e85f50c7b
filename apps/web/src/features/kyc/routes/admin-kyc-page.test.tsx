import { defaultSettings, messages, type TKycSubmission } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KYC_QUEUE_PAGE } from '@/features/kyc/api/kyc-api';
import { AdminKycPage } from '@/features/kyc/routes/admin-kyc-page';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const k = messages.kyc;

function submission(n: number): TKycSubmission {
  return {
    $id: `kyc-${n}`,
    $createdAt: '2026-11-20T10:00:00.000Z',
    $updatedAt: '2026-11-20T10:00:00.000Z',
    userId: `u-${n}`,
    status: 'pending',
    fullName: `Person ${n}`,
    dateOfBirth: '1990-01-01',
    address: '1 Main Street',
    country: 'France',
    documentType: 'passport',
    documentNumber: `P${n}`,
    documentFrontFileId: `f-${n}`,
    documentBackFileId: null,
    selfieFileId: `s-${n}`,
    reason: null,
    decidedAt: null,
    userName: `Person ${n}`,
    userEmail: `person${n}@example.test`,
  };
}

/** A queue of `count` submissions, answered by offset and limit as the server does. */
function serveQueue(count: number) {
  const all = Array.from({ length: count }, (_, i) => submission(i + 1));
  server.use(
    http.get('/v1/admin/settings/kyc', () => json(defaultSettings().kyc)),
    http.get('/v1/admin/kyc', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const offset = Number(params.get('offset'));
      const limit = Number(params.get('limit'));
      return json({ total: all.length, submissions: all.slice(offset, offset + limit) });
    }),
  );
  return recordRequests();
}

const queueItems = () =>
  within(screen.getByRole('region', { name: k.queueTitle })).getAllByRole('link');

describe('AdminKycPage', () => {
  it('shows the queue 50 at a time: Load more brings the rest, then goes', async () => {
    const requests = serveQueue(KYC_QUEUE_PAGE + 3);
    renderWithProviders(<AdminKycPage />);
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    expect(queueItems()).toHaveLength(KYC_QUEUE_PAGE);

    await userEvent.click(screen.getByRole('button', { name: messages.money.loadMore }));
    expect(await screen.findByText(`Person ${KYC_QUEUE_PAGE + 3}`)).toBeInTheDocument();
    expect(queueItems()).toHaveLength(KYC_QUEUE_PAGE + 3);
    expect(screen.queryByRole('button', { name: messages.money.loadMore })).toBeNull();
    const pages = requests.filter((request) => request.path.startsWith('/v1/admin/kyc?'));
    expect(
      pages.map((request) => new URL(request.path, 'http://x').searchParams.get('offset')),
    ).toEqual(['0', String(KYC_QUEUE_PAGE)]);
  });

  it('offers no Load more when the queue fits one page', async () => {
    serveQueue(3);
    renderWithProviders(<AdminKycPage />);
    expect(await screen.findByText('Person 3')).toBeInTheDocument();
    expect(queueItems()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: messages.money.loadMore })).toBeNull();
  });
});
