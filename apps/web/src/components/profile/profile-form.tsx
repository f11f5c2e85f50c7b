import { messages, type TProfileUpdate, type TUser } from '@copyvest/shared';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from './api/update-profile';

const validation = lazyResolver<TProfileUpdate>(() =>
  import('@/components/profile/validation/profile-resolver').then(
    (module) => module.profileResolver,
  ),
);

/**
 * Phone and country (`ZProfileUpdate`). Unchanged values say "No changes made" and send nothing.
 * Render it with `key` set to the saved phone and country, so a saved change resets the form.
 */
export function ProfileForm({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<TProfileUpdate>({
    resolver: validation.resolver,
    defaultValues: { phone: user.phone, country: user.country },
  });

  function submit(values: TProfileUpdate) {
    if (update.isPending) return;
    if (values.phone === user.phone && values.country === user.country) {
      toast.info(messages.validation.noChanges);
      return;
    }
    update.mutate(values);
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
        autoComplete="tel"
        placeholder={messages.auth.phonePlaceholder}
        error={errors.phone?.message}
        {...register('phone')}
      />
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
      <Button type="submit" busy={update.isPending}>
        {update.isPending ? messages.profile.saving : messages.profile.save}
      </Button>
    </form>
  );
}
