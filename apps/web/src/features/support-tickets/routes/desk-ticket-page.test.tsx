import { messages, TICKETS_BUCKET, type TAdminTicketThread } from '@copyvest/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DeskTicketPage } from '@/features/support-tickets/routes/desk-ticket-page';
import { testSession, testUser } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const t = messages.tickets;
const at = '2026-11-20T10:00:00.000Z';

const me = testUser({ $id: 'admin-me', name: 'Ada Admin', isAdmin: true });
const colleague = testUser({ $id: 'admin-bo', name: 'Bo Colleague', isAdmin: true });
const former = testUser({ $id: 'admin-cy', name: 'Cy Former', isAdmin: true, isActive: false });

const thread: TAdminTicketThread = {
  ticket: {
    $id: 'tk1',
    $createdAt: at,
    $updatedAt: at,
    userId: 'u1',
    subject: 'Where is my withdrawal?',
    category: 'withdrawal',
    priority: 'normal',
    status: 'open',
    unread: false,
    lastMessageAt: at,
    closedAt: null,
    userName: 'Uma User',
    userEmail: 'uma@example.test',
    assigneeId: null,
    assigneeName: null,
  },
  messages: [],
  notes: [],
  user: {
    $id: 'u1',
    name: 'Uma User',
    email: 'uma@example.test',
    isActive: true,
    balance: 0,
    registeredAt: at,
    openTickets: 1,
    totalTickets: 1,
  },
};

/** What the page reads: the admin's session, the ticket, no canned replies, these admins. */
const deskAnswers = (admins: ReturnType<typeof testUser>[]) => [
  http.get('/v1/session', () => json(testSession(me))),
  http.get('/v1/admin/tickets/tk1', () => json(thread)),
  http.get('/v1/admin/canned-replies', () => json({ total: 0, replies: [] })),
  http.get('/v1/users', () => json({ total: admins.length, users: admins })),
];

function openDeskTicket() {
  renderWithProviders(
    <Routes>
      <Route path="/admin/tickets/:id" element={<DeskTicketPage />} />
    </Routes>,
    { route: '/admin/tickets/tk1' },
  );
}

describe('DeskTicketPage', () => {
  it('assigns the ticket to another active admin chosen from the list (a deactivated one is not offered)', async () => {
    server.use(
      ...deskAnswers([me, colleague, former]),
      http.put('/v1/admin/tickets/tk1/assignee', () =>
        json({ ...thread.ticket, assigneeId: colleague.$id, assigneeName: colleague.name }),
      ),
    );
    const requests = recordRequests();
    openDeskTicket();
    const select = await screen.findByLabelText(t.assignTo);
    await within(select).findByRole('option', { name: colleague.name });
    expect(within(select).queryByRole('option', { name: former.name })).toBeNull();
    expect(select).toHaveValue('');

    await userEvent.selectOptions(select, colleague.$id);
    await vi.waitFor(() => {
      const put = requests.find((request) => request.method === 'PUT');
      expect(put?.path).toBe('/v1/admin/tickets/tk1/assignee');
      expect(put?.body).toEqual({ assigneeId: colleague.$id });
    });
  });

  it("sends a reply with the admin's file: uploaded to the tickets bucket first, its id with the message", async () => {
    server.use(
      ...deskAnswers([me]),
      http.post(`/v1/storage/buckets/${TICKETS_BUCKET}/files`, () =>
        json({ $id: 'file-1', bucketId: TICKETS_BUCKET, name: 'statement.pdf' }, 201),
      ),
      http.post('/v1/admin/tickets/tk1/messages', () => json(thread, 201)),
    );
    const requests = recordRequests();
    openDeskTicket();
    const actor = userEvent.setup();
    await actor.type(await screen.findByLabelText(t.replyLabel), 'Your statement is attached.');
    const pdf = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    await actor.upload(screen.getByLabelText(t.attachments), pdf);
    await actor.click(screen.getByRole('button', { name: t.sendReply }));
    await vi.waitFor(() => {
      const sent = requests.find((request) => request.path === '/v1/admin/tickets/tk1/messages');
      expect(sent?.body).toEqual({
        message: 'Your statement is attached.',
        attachmentIds: ['file-1'],
      });
    });
    const paths = requests.map((request) => request.path);
    expect(paths.indexOf(`/v1/storage/buckets/${TICKETS_BUCKET}/files`)).toBeLessThan(
      paths.indexOf('/v1/admin/tickets/tk1/messages'),
    );
  });
});
