import { messages } from '@copyvest/shared';
import { useSearchParams } from 'react-router';
import { useRegister } from '@/features/auth/api/register';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { RegisterForm } from '@/features/auth/components/register-form';

const t = messages.auth;

/** /register (?refId= prefills the referrer). The server signs the new user in. */
export function RegisterPage() {
  const registration = useRegister();
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
        onSubmit={(values) => registration.mutate(values)}
        busy={registration.isPending || registration.isSuccess}
        referrerId={searchParams.get('refId') ?? ''}
      />
    </AuthCard>
  );
}
