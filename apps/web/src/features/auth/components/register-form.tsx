import { messages, type TRegisterInput } from '@copyvest/shared';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { loadSdk } from '@/lib/sdk/load-sdk';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = messages.auth;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then((module) => module.ZRegisterInput);

type RegisterFormProps = {
  onSubmit: (values: TRegisterInput) => void;
  busy: boolean;
  /** Prefills the referrer id (from `/register?refId=…`). */
  referrerId?: string;
};

/** The sign-up form, validated with the shared register schema (`ZRegisterInput`). */
export function RegisterForm({ onSubmit, busy, referrerId = '' }: RegisterFormProps) {
  const form = useSchemaForm({
    defaultValues: { name: '', email: '', phone: '', country: '', referrerId, password: '' },
    loadSchema,
    preload: loadSdk,
    onSubmit,
  });

  return (
    <form {...form.formProps} className="space-y-4">
      <TextField
        label={t.fullName}
        autoComplete="name"
        placeholder={t.fullNamePlaceholder}
        {...form.field('name')}
      />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        {...form.field('email')}
      />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        placeholder={t.phonePlaceholder}
        {...form.field('phone')}
      />
      <CountryPicker
        label={t.country}
        name="country"
        value={form.values.country}
        onChange={(country) => form.setValue('country', country)}
        error={form.errors.country}
      />
      <TextField
        label={t.referrerId}
        autoComplete="off"
        placeholder={t.referrerIdPlaceholder}
        {...form.field('referrerId')}
      />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        {...form.field('password')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t.registering : t.registerButton}
      </Button>
    </form>
  );
}
