import { messages, type TLoginInput } from '@copyvest/shared';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { loadSdk } from '@/lib/sdk/load-sdk';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = messages.auth;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZLoginInput);

type LoginFormProps = {
  onSubmit: (values: TLoginInput) => void;
  busy: boolean;
  /** The last sign-in failure, shown above the button (also toasted). */
  error?: string;
};

/** Email and password, validated with the shared login schema (`ZLoginInput`). */
export function LoginForm({ onSubmit, busy, error }: LoginFormProps) {
  const form = useSchemaForm({
    defaultValues: { email: '', password: '' },
    loadSchema,
    preload: loadSdk,
    onSubmit,
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        {...form.field('email')}
      />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        placeholder={t.passwordPlaceholder}
        {...form.field('password')}
      />
      {error && <AuthNotice tone="error">{error}</AuthNotice>}
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t.loggingIn : t.loginButton}
      </Button>
    </form>
  );
}
