import {
  messages,
  type TDepositFormInput,
  type TDepositRequest,
  type TPaymentMethod,
} from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const m = messages.money;
const validation = lazyResolver<TDepositFormInput, TDepositRequest>(() =>
  import('@/features/deposits/validation/deposit-resolver').then(
    (module) => module.depositResolver,
  ),
);

type DepositFormProps = {
  methods: TPaymentMethod[];
  /** The 1 s pause before the payment page. */
  busy: boolean;
  onSubmit: (values: TDepositRequest) => void;
  /** The values to start from (the form as sent, when the user comes back from the payment page). */
  defaultValues?: TDepositFormInput;
};

/** Payment method and USD amount, validated with the shared `ZDepositForm` (amount in cents). */
export function DepositForm({ methods, busy, onSubmit, defaultValues }: DepositFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TDepositFormInput, unknown, TDepositRequest>({
    resolver: validation.resolver,
    defaultValues: defaultValues ?? { paymentMethodId: '', amount: '' },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <SelectField
        label={m.methodLabel}
        error={errors.paymentMethodId?.message}
        {...register('paymentMethodId')}
      >
        <option value="">{m.methodPlaceholder}</option>
        {methods.map((method) => (
          <option key={method.$id} value={method.$id}>
            {method.name} ({method.code.toUpperCase()})
          </option>
        ))}
      </SelectField>
      <TextField
        label={m.amountLabel}
        inputMode="decimal"
        autoComplete="off"
        placeholder={m.amountPlaceholder}
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? messages.deposit.continuing : messages.deposit.continue}
      </Button>
    </form>
  );
}
