import {
  boundsHint,
  depositLimitError,
  messages,
  methodLimits,
  type TDepositFormInput,
  type TDepositRequest,
  type TPaymentMethod,
} from '@copyvest/shared';
import { useForm } from 'react-hook-form';
import { AmountField } from '@/components/money/amount-field';
import { PaymentMethodField } from '@/components/money/payment-method-field';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/lib/lazy-resolver';
import { usePublicSettings } from '@/lib/settings/public-settings';

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

/**
 * Payment method and USD amount, validated with the shared `ZDepositForm` (amount in cents) and
 * the method's bounds (the `paymentLimits` settings, decision 053), explained under the amount.
 */
export function DepositForm({ methods, busy, onSubmit, defaultValues }: DepositFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<TDepositFormInput, unknown, TDepositRequest>({
    resolver: validation.resolver,
    defaultValues: defaultValues ?? { paymentMethodId: '', amount: '' },
  });
  const { paymentLimits } = usePublicSettings().settings;
  const methodId = watch('paymentMethodId');
  const limits = methodLimits(paymentLimits, methodId);

  function submit(values: TDepositRequest) {
    const method = methods.find((candidate) => candidate.$id === values.paymentMethodId);
    const refused = method
      ? depositLimitError(values.amount, { id: method.$id, name: method.name }, paymentLimits)
      : null;
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
      <PaymentMethodField
        methods={methods}
        error={errors.paymentMethodId?.message}
        {...register('paymentMethodId')}
      />
      <AmountField
        error={errors.amount?.message}
        {...(methodId ? { hint: boundsHint(limits.depositMin, limits.depositMax) } : {})}
        {...register('amount')}
      />
      <Button type="submit" size="lg" fullWidth busy={busy}>
        {busy ? messages.deposit.continuing : messages.deposit.continue}
      </Button>
    </form>
  );
}
