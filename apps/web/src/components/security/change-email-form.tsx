import { messages, type TEmailChangeInput } from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useChangeEmail } from './api/use-change-email';
import { fieldOfFailure } from './form-failure';
import { errorMessage } from '@/lib/error-message';

const s = messages.security;
const validation = lazyResolver<TEmailChangeInput>(() =>
  import('./validation/security-resolvers').then((module) => module.emailChangeResolver),
);

/** A new sign-in e-mail and the password that proves it is the owner asking. */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TEmailChangeInput>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  function submit(values: TEmailChangeInput) {
    if (change.isPending) return;
    if (values.email === currentEmail.toLowerCase()) {
      setError('email', { message: messages.validation.emailUnchanged }, { shouldFocus: true });
      return;
    }
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        const failure = fieldOfFailure(error, 'password');
        if (failure) {
          setError(failure.field, { message: failure.message }, { shouldFocus: true });
          return;
        }
        toast.error(errorMessage(error, s.emailChangeFailed));
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">
        {s.currentEmail(currentEmail)}
      </p>
      <TextField
        label={s.newEmail}
        type="email"
        autoComplete="email"
        placeholder={messages.auth.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={s.emailPassword}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? s.changingEmail : s.changeEmail}
      </Button>
    </form>
  );
}
