import {
  addressProblem,
  messages,
  SAVED_ADDRESS_LABEL_MAX,
  type TPaymentMethod,
  type TSavedAddress,
  type TSavedAddressInput,
  type TSavedAddressRequest,
} from '@copyvest/shared';
import { AlertTriangle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  PaymentMethodField,
  paymentMethodOptionLabel,
} from '@/components/money/payment-method-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateSavedAddress } from '@/features/withdrawals/api/create-saved-address';
import { useDeleteSavedAddress } from '@/features/withdrawals/api/delete-saved-address';
import { useRenameSavedAddress } from '@/features/withdrawals/api/rename-saved-address';
import { savedAddressName } from '@/features/withdrawals/components/saved-address-name';
import { WalletAddressField } from '@/features/withdrawals/components/wallet-address-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const s = messages.savedAddresses;
const validation = lazyResolver<TSavedAddressInput, TSavedAddressRequest>(() =>
  import('@/features/withdrawals/validation/saved-address-resolver').then(
    (module) => module.savedAddressResolver,
  ),
);

/**
 * The user's saved withdrawal addresses, by payment method: rename (the label), delete (after a
 * confirmation), and add one. Addresses of a method that no longer exists are not shown (the
 * server deletes them with the method).
 */
export function SavedAddressesPanel({
  methods,
  savedAddresses,
}: {
  methods: TPaymentMethod[];
  savedAddresses: TSavedAddress[];
}) {
  const baseId = useId();
  const groups = methods
    .map((method) => ({
      method,
      addresses: savedAddresses.filter((saved) => saved.paymentMethodId === method.$id),
    }))
    .filter((group) => group.addresses.length > 0);

  return (
    <div className="space-y-6">
      {groups.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{s.empty}</p>
      ) : (
        groups.map(({ method, addresses }) => {
          const headingId = `${baseId}-${method.$id}`;
          return (
            <section
              key={method.$id}
              aria-labelledby={headingId}
              className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2
                id={headingId}
                className="flex items-baseline justify-between gap-2 font-semibold text-slate-900 dark:text-white"
              >
                <span>{paymentMethodOptionLabel(method)}</span>
                <span className="text-sm font-normal text-slate-500 dark:text-slate-400">
                  {s.count(addresses.length)}
                </span>
              </h2>
              <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
                {addresses.map((saved) => (
                  <li key={saved.$id}>
                    <SavedAddressRow saved={saved} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      <AddSavedAddressForm methods={methods} />
    </div>
  );
}

function SavedAddressRow({ saved }: { saved: TSavedAddress }) {
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(saved.label ?? '');
  const [confirming, setConfirming] = useState(false);
  const rename = useRenameSavedAddress();
  const remove = useDeleteSavedAddress();
  const name = savedAddressName(saved);

  function startEditing() {
    setLabel(saved.label ?? '');
    setEditing(true);
  }

  return (
    <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      {editing ? (
        <form
          className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate({ id: saved.$id, label }, { onSuccess: () => setEditing(false) });
          }}
        >
          <TextField
            label={s.labelField}
            value={label}
            maxLength={SAVED_ADDRESS_LABEL_MAX}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the Rename button the user just pressed: focus stays where they were
            autoFocus
            onChange={(event) => setLabel(event.target.value)}
            className="flex-1"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={rename.isPending}>
              {s.save}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
              {s.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p
              className={
                saved.label
                  ? 'font-medium text-slate-900 dark:text-white'
                  : 'text-slate-500 italic dark:text-slate-400'
              }
            >
              {saved.label ?? s.noLabel}
            </p>
            <p className="font-mono text-sm break-all text-slate-600 dark:text-slate-300">
              {saved.address}
            </p>
            {saved.problem && (
              <p className="mt-1 flex items-start gap-1 text-sm text-amber-800 dark:text-amber-300">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {messages.networks.savedAddressFlagged(saved.problem)}
              </p>
            )}
          </div>
          <div className="flex shrink-0 gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={s.renameFor(name)}
              onClick={startEditing}
            >
              {s.rename}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={s.deleteFor(name)}
              onClick={() => setConfirming(true)}
            >
              {s.delete}
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={s.deleteTitle}
        description={s.deleteText(saved.address)}
        confirmLabel={s.delete}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(saved.$id, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}

function AddSavedAddressForm({ methods }: { methods: TPaymentMethod[] }) {
  const headingId = useId();
  const create = useCreateSavedAddress();
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setError,
    watch,
    formState: { errors },
  } = useForm<TSavedAddressInput, unknown, TSavedAddressRequest>({
    resolver: validation.resolver,
    defaultValues: { paymentMethodId: '', address: '', label: '' },
  });

  // The chosen method's network explains and checks the address (decision 042).
  const network =
    methods.find((method) => method.$id === watch('paymentMethodId'))?.network ?? null;

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const problem = addressProblem(network, values.address);
        if (problem) {
          setError('address', { message: problem }, { shouldFocus: true });
          return;
        }
        create.mutate(values, {
          onSuccess: () =>
            reset({ paymentMethodId: getValues('paymentMethodId'), address: '', label: '' }),
        });
      })}
      onFocus={validation.preload}
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} className="font-semibold text-slate-900 dark:text-white">
        {s.addTitle}
      </h2>
      <PaymentMethodField
        methods={methods}
        error={errors.paymentMethodId?.message}
        {...register('paymentMethodId')}
      />
      <WalletAddressField
        error={errors.address?.message}
        {...(network ? { hint: messages.networks.addressHint[network] } : {})}
        {...register('address')}
      />
      <TextField
        label={s.labelField}
        autoComplete="off"
        placeholder={s.labelPlaceholder}
        maxLength={SAVED_ADDRESS_LABEL_MAX}
        error={errors.label?.message}
        {...register('label')}
      />
      <Button type="submit" busy={create.isPending}>
        {create.isPending ? s.adding : s.add}
      </Button>
    </form>
  );
}
