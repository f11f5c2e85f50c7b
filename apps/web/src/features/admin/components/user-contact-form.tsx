import { messages, type TUser } from '@copyvest/shared';
import { Controller, useForm } from 'react-hook-form';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { type UserContactInput, useUpdateUser } from '@/features/admin/api/update-user';
import { Panel } from '@/features/admin/components/panel';

const t = messages.admin;
const validation = lazyResolver<UserContactInput>(() =>
  import('@/features/admin/validation/user-contact-resolver').then(
    (module) => module.userContactResolver,
  ),
);

/** The user's phone and country (`ZAdminUserUpdate`); the server answers "No changes made". */
export function UserContactForm({ user }: { user: TUser }) {
  const update = useUpdateUser(user.id);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserContactInput>({
    resolver: validation.resolver,
    values: { phone: user.phone, country: user.country },
    resetOptions: { keepDirtyValues: true },
  });

  return (
    <Panel title={t.contactDetails}>
      <form
        noValidate
        onSubmit={handleSubmit((values) => update.mutate(values))}
        onFocus={validation.preload}
        className="space-y-4"
      >
        <TextField
          label={messages.auth.phone}
          type="tel"
          autoComplete="off"
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
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              error={fieldState.error?.message}
            />
          )}
        />
        <Button type="submit" busy={update.isPending}>
          {t.updateUser}
        </Button>
      </form>
    </Panel>
  );
}
