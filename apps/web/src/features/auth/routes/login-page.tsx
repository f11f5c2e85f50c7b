import { messages } from '@copyvest/shared';
import { logIn } from '@/features/auth/api/login';
import { useAuthSubmit } from '@/features/auth/api/use-auth-submit';
import { AuthCard } from '@/features/auth/components/auth-card';
import { AuthLink } from '@/features/auth/components/auth-link';
import { LoginForm } from '@/features/auth/components/login-form';

const t = messages.auth;

/** /login. On success the session cache fills and the guest guard moves the user on. */
export function LoginPage() {
  const login = useAuthSubmit(logIn, messages.toast.loggedIn);
  return (
    <AuthCard
      title={t.loginTitle}
      subtitle={t.loginSubtitle}
      footer={
        <>
          {t.noAccount} <AuthLink to="/register">{t.signUpLink}</AuthLink>
        </>
      }
    >
      <LoginForm onSubmit={login.submit} busy={login.busy} />
    </AuthCard>
  );
}
