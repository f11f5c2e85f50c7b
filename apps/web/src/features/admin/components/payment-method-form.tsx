import { messages, NETWORK_LABELS, NETWORKS, type TPaymentMethodInput } from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';

const t = messages.admin;
const n = messages.networks;
const validation = lazyResolver<TPaymentMethodInput>(() =>
  import('@/features/admin/validation/payment-method-resolver').then(
    (module) => module.paymentMethodResolver,
  ),
);

type PaymentMethodFormProps = {
  defaultValues?: TPaymentMethodInput;
  submitLabel: string;
  busy: boolean;
  /** Rejects with the server's error; a taken ID (409) is shown on the ID field. */
  onSubmit: (values: TPaymentMethodInput) => Promise<unknown>;
};

/**
 * ID (short code such as btc), Name, Network, Address and Rate (decision 044), validated with `ZPaymentMethodInput`:
 * with a network, the address must be valid for it (decision 042).
 */
export function PaymentMethodForm({
  defaultValues = { code: '', name: '', address: '', network: null, rate: null },
  submitLabel,
  busy,
  onSubmit,
}: PaymentMethodFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TPaymentMethodInput>({
    resolver: validation.resolver,
    defaultValues: {
      ...defaultValues,
      network: defaultValues.network ?? null,
      rate: defaultValues.rate ?? null,
    },
  });
  const network = watch('network') ?? null;

  async function submit(values: TPaymentMethodInput) {
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('code', { message: error.message }, { shouldFocus: true });
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <TextField
        label={t.paymentMethodId}
        placeholder={t.paymentMethodIdPlaceholder}
        autoComplete="off"
        data-autofocus
        error={errors.code?.message}
        {...register('code')}
      />
      <TextField
        label={t.paymentMethodName}
        placeholder={t.paymentMethodNamePlaceholder}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={n.networkLabel}
        error={errors.network?.message}
        {...register('network', { setValueAs: (value) => (value === '' ? null : value) })}
      >
        <option value="">{n.networkNotSet}</option>
        {NETWORKS.map((value) => (
          <option key={value} value={value}>
            {NETWORK_LABELS[value]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.paymentMethodAddress}
        hint={network ? n.addressHint[network] : n.networkNotSetHint}
        placeholder={t.paymentMethodAddressPlaceholder}
        autoComplete="off"
        spellCheck={false}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={n.rateLabel}
        hint={n.rateHint}
        inputMode="decimal"
        autoComplete="off"
        error={errors.rate?.message}
        {...register('rate', {
          setValueAs: (value) => (value === '' || value === null ? null : value),
        })}
      />
      <Button type="submit" fullWidth busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
