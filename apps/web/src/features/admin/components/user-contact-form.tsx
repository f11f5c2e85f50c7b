import { messages, type TUser } from '@copyvest/shared';
import { ContactDetailsForm } from '@/components/profile/contact-details-form';
import { Panel } from '@/components/ui/panel';
import { useUpdateUser } from '@/features/admin/api/update-user';

/** An admin edits a user's phone and country. */
export function UserContactForm({ user }: { user: TUser }) {
  const update = useUpdateUser(user.$id);
  return (
    <Panel title={messages.admin.contactDetails}>
      <ContactDetailsForm
        key={`${user.phone}|${user.country}`}
        saved={{ phone: user.phone, country: user.country }}
        busy={update.isPending}
        submitLabel={messages.admin.updateUser}
        phoneAutoComplete="off"
        onSubmit={(values) => update.mutate(values)}
      />
    </Panel>
  );
}
