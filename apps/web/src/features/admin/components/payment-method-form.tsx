import { messages, type TPaymentMethodInput } from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/lazy-resolver';

const t = messages.admin;
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

/** ID (short code such as btc), Name and Address, validated with `ZPaymentMethodInput`. */
export function PaymentMethodForm({
  defaultValues = { code: '', name: '', address: '' },
  submitLabel,
  busy,
  onSubmit,
}: PaymentMethodFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPaymentMethodInput>({ resolver: validation.resolver, defaultValues });

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
      <TextField
        label={t.paymentMethodAddress}
        placeholder={t.paymentMethodAddressPlaceholder}
        autoComplete="off"
        spellCheck={false}
        error={errors.address?.message}
        {...register('address')}
      />
      <Button type="submit" fullWidth busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
