import { messages, type TLoginInput } from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const t = messages.auth;
const validation = lazyResolver<TLoginInput>(() =>
  import('@/features/auth/validation/login-resolver').then((module) => module.loginResolver),
);

type LoginFormProps = {
  onSubmit: (values: TLoginInput) => void;
  busy: boolean;
};

/** Email and password, validated with the shared login schema (`ZLoginInput`). */
export function LoginForm({ onSubmit, busy }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TLoginInput>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        placeholder={t.passwordPlaceholder}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t.loggingIn : t.loginButton}
      </Button>
    </form>
  );
}
