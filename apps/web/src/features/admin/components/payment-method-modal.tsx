import { messages, type TPaymentMethod, type TPaymentMethodInput } from '@copyvest/shared';
import { Modal } from '@/components/ui/modal';
import { useCreatePaymentMethod } from '@/features/admin/api/create-payment-method';
import { useUpdatePaymentMethod } from '@/features/admin/api/update-payment-method';
import { PaymentMethodForm } from '@/features/admin/components/payment-method-form';

const t = messages.admin;

/** "Add Payment Method", or "Edit Payment Method" when given a method; closes once saved. */
export function PaymentMethodModal({
  open,
  method,
  onClose,
}: {
  open: boolean;
  method?: TPaymentMethod;
  onClose: () => void;
}) {
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const busy = create.isPending || update.isPending;

  async function save(input: TPaymentMethodInput) {
    if (method) await update.mutateAsync({ id: method.$id, input });
    else await create.mutateAsync(input);
    onClose();
  }

  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={method ? t.editPaymentMethod : t.addPaymentMethod}
    >
      <PaymentMethodForm
        key={method?.$id ?? 'new'}
        defaultValues={
          method
            ? {
                code: method.code,
                name: method.name,
                address: method.address,
                network: method.network,
                rate: method.rate ?? null,
              }
            : undefined
        }
        submitLabel={method ? t.saveChanges : t.addPaymentMethod}
        busy={busy}
        onSubmit={save}
      />
    </Modal>
  );
}
