import {
  centsToInput,
  messages,
  type TPaymentMethod,
  type TWithdrawalFormInput,
  type TWithdrawalRequest,
  withdrawalAmountError,
} from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { lazyResolver } from '@/lib/lazy-resolver';

const m = messages.money;
const w = messages.withdrawal;
const validation = lazyResolver<TWithdrawalFormInput, TWithdrawalRequest>(() =>
  import('@/features/withdrawals/validation/withdrawal-resolver').then(
    (module) => module.withdrawalResolver,
  ),
);

type WithdrawalFormProps = {
  methods: TPaymentMethod[];
  /** Cents available (balance minus pending withdrawals); unknown while loading. */
  available: number | undefined;
  /** A withdrawal to edit (back from the fee page). */
  initial?: TWithdrawalRequest;
  onSubmit: (values: TWithdrawalRequest) => void;
};

/** Method, amount and wallet address (`ZWithdrawalForm`); the amount must fit the balance. */
export function WithdrawalForm({ methods, available, initial, onSubmit }: WithdrawalFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TWithdrawalFormInput, unknown, TWithdrawalRequest>({
    resolver: validation.resolver,
    defaultValues: {
      paymentMethodId: initial?.paymentMethodId ?? '',
      amount: initial ? centsToInput(initial.amount) : '',
      walletAddress: initial?.walletAddress ?? '',
    },
  });

  function submit(values: TWithdrawalRequest) {
    const refused =
      available === undefined ? null : withdrawalAmountError(values.amount, available);
    if (refused) {
      setError('amount', { message: refused }, { shouldFocus: true });
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
      <TextField
        label={w.walletLabel}
        autoComplete="off"
        spellCheck={false}
        placeholder={w.walletPlaceholder}
        error={errors.walletAddress?.message}
        {...register('walletAddress')}
      />
      <Button type="submit" size="lg" fullWidth>
        {w.submit}
      </Button>
    </form>
  );
}
