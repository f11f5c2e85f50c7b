import { messages, type TPasswordChangeInput } from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useChangePassword } from './api/use-change-password';
import { fieldOfFailure } from './form-failure';
import { errorMessage } from '@/lib/error-message';

const s = messages.security;
const validation = lazyResolver<TPasswordChangeInput>(() =>
  import('./validation/security-resolvers').then((module) => module.passwordChangeResolver),
);

/** Current password and a new one (the sign-up rule: at least 8 characters). */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<TPasswordChangeInput>({
    resolver: validation.resolver,
    defaultValues: { oldPassword: '', password: '' },
  });

  function submit(values: TPasswordChangeInput) {
    if (change.isPending) return;
    change.mutate(values, {
      onSuccess: () => reset(),
      onError: (error) => {
        const failure = fieldOfFailure(error, 'oldPassword');
        if (failure && failure.field === 'oldPassword') {
          setError('oldPassword', { message: failure.message }, { shouldFocus: true });
          return;
        }
        toast.error(errorMessage(error, s.passwordChangeFailed));
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
      <PasswordField
        label={s.currentPassword}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label={s.newPassword}
        autoComplete="new-password"
        hint={s.newPasswordHint}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" busy={change.isPending}>
        {change.isPending ? s.changingPassword : s.changePassword}
      </Button>
    </form>
  );
}
