import { messages, type TRegisterInput } from '@copyvest/shared';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
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
  /** The server's refusal of the referral ID (unknown code), shown under that field. */
  referrerError?: string;
  /** The referral ID was edited: the server's refusal no longer applies. */
  onReferrerEdit?: () => void;
};

/** The sign-up form, validated with the shared register schema (`ZRegisterInput`). */
export function RegisterForm({
  onSubmit,
  busy,
  referrerId = '',
  referrerError,
  onReferrerEdit,
}: RegisterFormProps) {
  const form = useSchemaForm({
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      country: '',
      referrerId,
      password: '',
      acceptTerms: '',
    },
    loadSchema,
    preload: loadSdk,
    onSubmit,
  });
  const formRef = form.formProps.ref;
  const referrerField = form.field('referrerId');

  // A refused referral ID takes the focus, so it is announced with its message.
  useEffect(() => {
    if (!referrerError) return;
    const input = formRef.current?.elements.namedItem('referrerId');
    if (input instanceof HTMLElement) input.focus();
  }, [referrerError, formRef]);

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
        {...referrerField}
        error={referrerField.error ?? referrerError}
        onChange={(event) => {
          onReferrerEdit?.();
          referrerField.onChange(event);
        }}
      />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        {...form.field('password')}
      />
      <AcceptTerms
        checked={form.values.acceptTerms === 'true'}
        onChange={(checked) => form.setValue('acceptTerms', checked ? 'true' : '')}
        error={form.errors.acceptTerms}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t.registering : t.registerButton}
      </Button>
    </form>
  );
}

const policyLinkStyles =
  'rounded font-medium text-emerald-700 underline hover:no-underline focus-visible:outline-2 focus-visible:outline-emerald-500 dark:text-emerald-400';

/** The required consent: a checkbox, with the Terms of Service and the Privacy Policy a click away. */
export function AcceptTerms({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2.5 text-sm text-slate-700 dark:text-slate-300">
        <input
          id={id}
          type="checkbox"
          name="acceptTerms"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-emerald-700"
        />
        <span>
          <label htmlFor={id}>
            {t.acceptTermsPrefix}
            <Link to="/terms" target="_blank" rel="noopener" className={policyLinkStyles}>
              {messages.nav.terms}
              <span className="sr-only"> {t.opensInNewTab}</span>
            </Link>
            {t.acceptTermsJoiner}
            <Link to="/privacy" target="_blank" rel="noopener" className={policyLinkStyles}>
              {messages.nav.privacy}
              <span className="sr-only"> {t.opensInNewTab}</span>
            </Link>
          </label>
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
