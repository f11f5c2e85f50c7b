import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { TwoFactorCard } from '@/components/two-factor/two-factor-card';
import { setSession } from '@/lib/session/session-store';
import { testAccount, testSession } from '@/test/fixtures';
import { apiError, http, json, publicSettings, recordRequests, server } from '@/test/msw';
import { renderWithProviders } from '@/test/render';

const factors = (totp: boolean) =>
  json({ totp, email: false, phone: false, recoveryCode: totp, custom: false });
const totpKey = {
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/CopyVest:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=CopyVest',
};
/** The method and path of each request recorded so far. */
const callsOf = (requests: ReturnType<typeof recordRequests>) =>
  requests.map((r) => `${r.method} ${r.path}`);
const CODES = Array.from(
  { length: 10 },
  (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '2')}`,
);

describe('TwoFactorCard', () => {
  beforeEach(() => server.use(publicSettings()));
  it('sets up the app: QR code and key, a code confirms it, then the recovery codes are shown once', async () => {
    const session = testSession();
    setSession(session);
    let on = false;
    server.use(
      http.get('/v1/account/mfa/factors', () => factors(on)),
      http.post('/v1/account/mfa/authenticators/totp', () => json(totpKey)),
      http.put('/v1/account/mfa/authenticators/totp', () => {
        on = true;
        return json(session.account!);
      }),
      http.post('/v1/account/mfa/recovery-codes', () => json({ recoveryCodes: CODES }, 201)),
      http.patch('/v1/account/mfa', () => json({ ...session.account!, mfa: true })),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByTitle(/Scan this QR code/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(callsOf(requests)).toEqual(
      expect.arrayContaining([
        'POST /v1/account/mfa/authenticators/totp',
        'PUT /v1/account/mfa/authenticators/totp',
        'POST /v1/account/mfa/recovery-codes',
        'PATCH /v1/account/mfa',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Turn off two-factor' })).toBeInTheDocument();
    expect(screen.getByText('On')).toBeInTheDocument();
  });

  it('a session too old to set it up says so and offers an e-mailed code, then sets it up', async () => {
    const base = testSession();
    const session = { ...base, account: testAccount({ emailVerification: true }) };
    setSession(session);
    let proved = false;
    server.use(
      http.get('/v1/account/mfa/factors', () => factors(false)),
      http.post('/v1/account/mfa/authenticators/totp', () =>
        proved
          ? json(totpKey)
          : apiError(401, 'user_challenge_required', messages.errors.recentProofRequired),
      ),
      http.post('/v1/account/mfa/challenges', () =>
        json({ $id: 'ch1', $createdAt: '', userId: 'u1', expire: '' }, 201),
      ),
      http.put('/v1/account/mfa/challenges', () => {
        proved = true;
        return json({});
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByText('Confirm it is you')).toBeInTheDocument();
    expect(screen.getByText(/signed in more than 30 minutes ago/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(/we sent to ada@example.test/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from the e-mail'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(callsOf(requests)).toEqual(
      expect.arrayContaining(['POST /v1/account/mfa/challenges', 'PUT /v1/account/mfa/challenges']),
    );
  });

  it('without a verified e-mail it asks to sign in again', async () => {
    setSession(testSession());
    server.use(
      http.get('/v1/account/mfa/factors', () => factors(false)),
      http.post('/v1/account/mfa/authenticators/totp', () =>
        apiError(401, 'user_challenge_required', 'x'),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByText(/sign in again with your password/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
  });
});
