import { messages, type TProfileUpdate } from '@copyvest/shared';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';

const validation = lazyResolver<TProfileUpdate>(() =>
  import('@/components/profile/validation/profile-resolver').then(
    (module) => module.profileResolver,
  ),
);

type ContactDetailsFormProps = {
  /** The saved phone and country. Render with `key` set to them, so a saved change resets. */
  saved: TProfileUpdate;
  busy: boolean;
  submitLabel: string;
  /** `tel` for the user's own number; `off` when an admin edits someone else's. */
  phoneAutoComplete: 'tel' | 'off';
  onSubmit: (values: TProfileUpdate) => void;
};

/**
 * Phone and country (`ZProfileUpdate`), for the user's profile and the admin's user page.
 * Unchanged values say "No changes made" and send nothing.
 */
export function ContactDetailsForm({
  saved,
  busy,
  submitLabel,
  phoneAutoComplete,
  onSubmit,
}: ContactDetailsFormProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<TProfileUpdate>({ resolver: validation.resolver, defaultValues: saved });
  // The user's own new number needs their password (the server asks for it); an admin's edit not.
  const compact = (phone: string | undefined) => (phone ?? '').replace(/[\s().-]/g, '');
  const asksPassword =
    phoneAutoComplete === 'tel' && compact(watch('phone')) !== compact(saved.phone);

  async function submit(values: TProfileUpdate) {
    if (busy) return;
    // Loaded with the resolver already: the saved phone may be stored as typed before E.164.
    const { samePhone } = await import('@/components/profile/validation/profile-resolver');
    if (samePhone(values.phone, saved.phone) && values.country === saved.country) {
      toast.info(messages.validation.noChanges);
      return;
    }
    onSubmit(values);
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <TextField
        label={messages.auth.phone}
        type="tel"
        autoComplete={phoneAutoComplete}
        placeholder={messages.auth.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
      {asksPassword ? (
        <div className="space-y-1">
          <TextField
            label={messages.profile.currentPassword}
            type="password"
            autoComplete="current-password"
            aria-describedby="phone-password-hint"
            error={errors.password?.message}
            {...register('password')}
          />
          <p id="phone-password-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {messages.profile.phonePasswordHint}
          </p>
        </div>
      ) : null}
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <CountryPicker
            label={messages.auth.country}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
