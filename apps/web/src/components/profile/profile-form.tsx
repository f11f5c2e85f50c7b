import { messages, type TUser } from '@copyvest/shared';
import { ContactDetailsForm } from './contact-details-form';
import { useUpdateProfile } from './api/update-profile';

/** The user's own phone and country. Render it with `key` set to the saved values. */
export function ProfileForm({ user }: { user: TUser }) {
  const update = useUpdateProfile();
  return (
    <ContactDetailsForm
      saved={{ phone: user.phone, country: user.country }}
      busy={update.isPending}
      submitLabel={update.isPending ? messages.profile.saving : messages.profile.save}
      phoneAutoComplete="tel"
      onSubmit={(values) => update.mutate(values)}
    />
  );
}
