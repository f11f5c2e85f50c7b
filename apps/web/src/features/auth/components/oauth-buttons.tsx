import { messages, type TOAuthProviderList } from '@copyvest/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { appUrl } from '@/features/auth/api/link-params';
import { api } from '@/lib/api-client';
import { accountCall } from '@/lib/sdk/account-call';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/error-message';

const t = messages.signIn;

/**
 * A "Continue with …" button for each OAuth2 provider the server is configured for (none when
 * none is). The SDK sends the browser to the provider; it comes back to the dashboard, or to
 * /login with the error.
 */
export function OAuthButtons() {
  const [providers, setProviders] = useState<string[]>([]);
  const [leaving, setLeaving] = useState<string>();

  useEffect(() => {
    api
      .get<TOAuthProviderList>('/v1/account/oauth2/providers')
      .then((list) => setProviders(list.providers))
      .catch(() => setProviders([]));
  }, []);

  if (providers.length === 0) return null;

  async function go(provider: string) {
    setLeaving(provider);
    try {
      await accountCall(async (account) => {
        account.createOAuth2Session({
          provider: provider as never,
          success: appUrl('/dashboard'),
          failure: appUrl('/login'),
        });
      });
    } catch (error) {
      setLeaving(undefined);
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="space-y-2">
      {providers.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          fullWidth
          busy={leaving === provider}
          onClick={() => void go(provider)}
        >
          {t.continueWith(t.providers[provider] ?? provider)}
        </Button>
      ))}
    </div>
  );
}
