import { messages, type TRegistrationCompleteInput } from '@copyvest/shared';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { completeRegistration } from '@/features/auth/api/complete-registration';
import { AuthNotice } from '@/features/auth/components/auth-notice';
import { AcceptTerms } from '@/features/auth/components/register-form';
import { errorMessage } from '@/lib/error-message';
import { useAccount } from '@/lib/session/use-account';
import { toast } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

const t = messages.auth;
const loadSchema = () =>
  import('@/features/auth/validation/auth-schemas').then(
    (module) => module.ZRegistrationCompleteInput,
  );

/**
 * /complete-registration: an account that began with an e-mail link or code, a phone code or an
 * OAuth2 provider gives its name, phone and country and accepts the terms before the dashboard
 * (the app shell sends it here until it has).
 */
export function CompleteRegistrationPage() {
  const { user } = useAccount();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const form = useSchemaForm({
    defaultValues: {
      name: user.name,
      phone: user.phone,
      country: user.country,
      acceptTerms: '',
    } satisfies Record<keyof TRegistrationCompleteInput, string>,
    loadSchema,
    onSubmit: async (values) => {
      setBusy(true);
      setError(undefined);
      try {
        await completeRegistration({ ...values, acceptTerms: 'true' });
        toast.success(t.completed);
        void navigate('/dashboard', { replace: true });
      } catch (failure) {
        setError(errorMessage(failure));
        setBusy(false);
      }
    },
  });
  if (user.registrationComplete) return <Navigate to="/dashboard" replace />;
  return (
    <section className="mx-auto max-w-lg space-y-4 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t.completeTitle}</h1>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.completeSubtitle}</p>
      {error && <AuthNotice tone="error">{error}</AuthNotice>}
      <form {...form.formProps} className="space-y-4">
        <TextField
          label={t.fullName}
          autoComplete="name"
          placeholder={t.fullNamePlaceholder}
          {...form.field('name')}
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
        <AcceptTerms
          checked={form.values.acceptTerms === 'true'}
          onChange={(checked) => form.setValue('acceptTerms', checked ? 'true' : '')}
          error={form.errors.acceptTerms}
        />
        <Button type="submit" size="lg" fullWidth busy={busy}>
          {busy ? t.completing : t.completeButton}
        </Button>
      </form>
    </section>
  );
}
