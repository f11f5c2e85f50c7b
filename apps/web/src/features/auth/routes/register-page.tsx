import { messages } from '@copyvest/shared';
import { useSearchParams } from 'react-router';
import { registerAccount } from '@/features/auth/api/register';
import { useAuthSubmit } from '@/features/auth/api/use-auth-submit';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { RegisterForm } from '@/features/auth/components/register-form';

const t = messages.auth;

/** /register (?refId= prefills the referrer). The server signs the new user in. */
export function RegisterPage() {
  const registration = useAuthSubmit(registerAccount, messages.toast.signedUp);
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
      />
    </AuthCard>
  );
}
