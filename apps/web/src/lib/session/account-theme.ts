import { accountCall } from '@/lib/sdk/account-call';
import {
  getSessionSnapshot,
  observeSession,
  updateSessionAccount,
} from '@/lib/session/session-store';
import { asTheme, onThemeChosen, setTheme, type Theme } from '@/lib/theme';
import { logError } from '@/lib/log-error';

/** Stores the chosen theme in the signed-in account's prefs (`theme`), keeping its other prefs. */
export async function saveThemeToPrefs(theme: Theme): Promise<void> {
  const { account } = getSessionSnapshot();
  if (!account || account.prefs.theme === theme) return;
  const updated = await accountCall((sdk) =>
    sdk.updatePrefs({ prefs: { ...account.prefs, theme } }),
  );
  updateSessionAccount(updated);
}

/**
 * The theme follows the account (decision 017): when an account signs in (or a page opens signed
 * in), the theme in its prefs applies, and every theme the user then picks is saved to the prefs.
 * The `theme` key in localStorage stays the pre-paint source (index.html reads it before the app).
 */
export function syncThemeWithAccount(): () => void {
  let seenAccountId: string | null = null;
  const applyOnSignIn = () => {
    const { account } = getSessionSnapshot();
    const accountId = account?.$id ?? null;
    if (accountId === seenAccountId) return;
    seenAccountId = accountId;
    const theme = asTheme(account?.prefs.theme);
    if (theme) setTheme(theme);
  };
  const unsubscribeSession = observeSession(applyOnSignIn);
  const unsubscribeChoice = onThemeChosen((theme) => {
    saveThemeToPrefs(theme).catch((error: unknown) => {
      // The theme still applies here; only the copy in the account is missing.
      logError('Could not save the theme to the account preferences:', error);
    });
  });
  return () => {
    unsubscribeSession();
    unsubscribeChoice();
  };
}
