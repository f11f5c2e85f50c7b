import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncThemeWithAccount } from '@/lib/session/account-theme';
import { clearSession, getSessionSnapshot, setSession } from '@/lib/session/session-store';
import { chooseTheme, currentTheme, setTheme } from '@/lib/theme';
import { testAccount, testSession } from '@/test/fixtures';
import { http, json, recordRequests, server } from '@/test/msw';

const signedInWith = (prefs: Record<string, unknown>, id = 'u1') => {
  const state = testSession({ $id: id });
  return { ...state, account: { ...state.account!, $id: id, prefs } };
};

describe('theme and account prefs', () => {
  let stop: () => void;
  beforeEach(() => {
    localStorage.clear();
    setTheme('light');
    stop = syncThemeWithAccount();
  });
  afterEach(() => {
    stop();
  });

  it("applies the account's theme when it signs in, and not again for the same account", () => {
    setSession(signedInWith({ theme: 'dark' }));
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');

    setTheme('light'); // as if chosen while the PATCH is on its way
    setSession(signedInWith({ theme: 'dark' }));
    expect(currentTheme()).toBe('light');

    clearSession();
    setSession(signedInWith({ theme: 'dark' }, 'u2'));
    expect(currentTheme()).toBe('dark');
  });

  it('keeps the local theme for an account without one', () => {
    setTheme('dark');
    setSession(signedInWith({}));
    expect(currentTheme()).toBe('dark');
  });

  it("saves a chosen theme to the signed-in account's prefs, keeping its other prefs", async () => {
    server.use(
      http.patch('/v1/account/prefs', () =>
        json(testAccount({ prefs: { lang: 'en', theme: 'dark' } })),
      ),
    );
    const requests = recordRequests();
    setSession(signedInWith({ lang: 'en' }));
    chooseTheme('dark');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.path).toBe('/v1/account/prefs');
    expect(requests[0]!.method).toBe('PATCH');
    await vi.waitFor(() =>
      expect(requests[0]!.body).toEqual({ prefs: { lang: 'en', theme: 'dark' } }),
    );
    await vi.waitFor(() => expect(getSessionSnapshot().account?.prefs.theme).toBe('dark'));
  });

  it('only remembers the theme locally when nobody is signed in', async () => {
    const requests = recordRequests();
    clearSession();
    chooseTheme('dark');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
