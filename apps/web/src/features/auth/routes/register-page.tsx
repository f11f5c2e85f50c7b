import { messages } from '@copyvest/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { registerAccount } from '@/features/auth/api/register';
import { useAuthSubmit } from '@/features/auth/api/use-auth-submit';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { RegisterForm } from '@/features/auth/components/register-form';
import { ApiError } from '@/lib/api-client';

const t = messages.auth;

/**
 * /register (?refId= prefills the referrer). The server signs the new user in. An unknown referral
 * ID is refused by the server and shown under its field.
 */
export function RegisterPage() {
  const [referrerError, setReferrerError] = useState<string>();
  const registration = useAuthSubmit(registerAccount, messages.toast.signedUp, (error) => {
    if (!(error instanceof ApiError)) return false;
    if (error.type !== 'user_referrer_not_found' && error.type !== 'user_referrer_self')
      return false;
    setReferrerError(error.message);
    return true;
  });
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={t.registerTitle}
      subtitle={t.registerSubtitle}
      footer={
        <>
          {t.haveAccount} <AuthLink to="/login">{t.loginLink}</AuthLink>
        </>
      }
    >
      <RegisterForm
        onSubmit={registration.submit}
        busy={registration.busy}
        referrerId={searchParams.get('refId') ?? ''}
        referrerError={referrerError}
        onReferrerEdit={() => setReferrerError(undefined)}
      />
    </AuthCard>
  );
}
