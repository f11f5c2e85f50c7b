import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@copyvest/shared';
import { TwoFactorCard } from '@/components/two-factor/two-factor-card';
import { setSession } from '@/lib/session/session-store';
import { testAccount, testSession } from '@/test/fixtures';
import { jsonResponse, renderWithProviders, requestPath } from '@/test/render';

const factors = (totp: boolean) =>
  jsonResponse(200, { totp, email: false, phone: false, recoveryCode: totp, custom: false });
const CODES = Array.from(
  { length: 10 },
  (_, i) => `abcd-efgh-jkmn-pq${String(i).padStart(2, '2')}`,
);

describe('TwoFactorCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets up the app: QR code and key, a code confirms it, then the recovery codes are shown once', async () => {
    const session = testSession();
    setSession(session);
    let on = false;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        const path = requestPath(input);
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${path}`);
        if (path === '/v1/account/mfa/factors') return factors(on);
        if (path === '/v1/account/mfa/authenticators/totp' && method === 'POST') {
          return jsonResponse(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/CopyVest:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=CopyVest',
          });
        }
        if (path === '/v1/account/mfa/authenticators/totp' && method === 'PUT') {
          on = true;
          return jsonResponse(200, session.account);
        }
        if (path === '/v1/account/mfa/recovery-codes')
          return jsonResponse(201, { recoveryCodes: CODES });
        if (path === '/v1/account/mfa') return jsonResponse(200, { ...session.account, mfa: true });
        return jsonResponse(404, {});
      }),
    );
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
    expect(calls).toEqual(
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
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        const path = requestPath(input);
        const method = init?.method ?? 'GET';
        calls.push(`${method} ${path}`);
        if (path === '/v1/account/mfa/factors') return factors(false);
        if (path === '/v1/account/mfa/authenticators/totp' && method === 'POST') {
          if (!proved) {
            return jsonResponse(401, {
              code: 401,
              type: 'user_challenge_required',
              message: messages.errors.recentProofRequired,
            });
          }
          return jsonResponse(200, {
            secret: 'JBSWY3DPEHPK3PXP',
            uri: 'otpauth://totp/CopyVest:ada%40example.test?secret=JBSWY3DPEHPK3PXP&issuer=CopyVest',
          });
        }
        if (path === '/v1/account/mfa/challenges' && method === 'POST') {
          return jsonResponse(201, { $id: 'ch1', $createdAt: '', userId: 'u1', expire: '' });
        }
        if (path === '/v1/account/mfa/challenges' && method === 'PUT') {
          proved = true;
          return jsonResponse(200, {});
        }
        return jsonResponse(404, {});
      }),
    );
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
    expect(calls).toEqual(
      expect.arrayContaining(['POST /v1/account/mfa/challenges', 'PUT /v1/account/mfa/challenges']),
    );
  });

  it('without a verified e-mail it asks to sign in again', async () => {
    setSession(testSession());
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: unknown, init?: RequestInit) => {
        const path = requestPath(input);
        if (path === '/v1/account/mfa/factors') return factors(false);
        if (path === '/v1/account/mfa/authenticators/totp' && init?.method === 'POST') {
          return jsonResponse(401, { code: 401, type: 'user_challenge_required', message: 'x' });
        }
        return jsonResponse(404, {});
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<TwoFactorCard />);
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor' }));
    expect(await screen.findByText(/sign in again with your password/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a code' })).not.toBeInTheDocument();
  });
});
