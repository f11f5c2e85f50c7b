import { messages, type TRegisterInput } from '@copyvest/shared';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const t = messages.auth;
const validation = lazyResolver<TRegisterInput>(() =>
  import('@/features/auth/validation/register-resolver').then((module) => module.registerResolver),
);

type RegisterFormProps = {
  onSubmit: (values: TRegisterInput) => void;
  busy: boolean;
  /** Prefills the referrer id (from `/register?refId=…`). */
  referrerId?: string;
};

/** The sign-up form, validated with the shared register schema (`ZRegisterInput`). */
export function RegisterForm({ onSubmit, busy, referrerId = '' }: RegisterFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TRegisterInput>({
    resolver: validation.resolver,
    defaultValues: { name: '', email: '', phone: '', country: '', referrerId, password: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <TextField
        label={t.fullName}
        autoComplete="name"
        placeholder={t.fullNamePlaceholder}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        placeholder={t.emailPlaceholder}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t.phone}
        type="tel"
        autoComplete="tel"
        placeholder={t.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <CountryPicker
            label={t.country}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label={t.referrerId}
        autoComplete="off"
        placeholder={t.referrerIdPlaceholder}
        error={errors.referrerId?.message}
        {...register('referrerId')}
      />
      <PasswordField
        label={t.password}
        autoComplete="new-password"
        placeholder={t.passwordPlaceholder}
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? t.registering : t.registerButton}
      </Button>
    </form>
  );
}
