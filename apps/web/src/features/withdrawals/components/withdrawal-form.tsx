import { KycRuleNotice } from '@/features/withdrawals/components/kyc-rule-notice';
import {
  addressProblem,
  boundsHint,
  centsToInput,
  methodLimits,
  messages,
  SAVED_ADDRESSES_PER_METHOD,
  type TPaymentMethod,
  type TSavedAddress,
  type TWithdrawalFormInput,
  type TWithdrawalRequest,
  withdrawalAmountError,
  withdrawalLimitError,
} from '@copyvest/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField } from '@/components/money/amount-field';
import { PaymentMethodField } from '@/components/money/payment-method-field';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { LiveFee } from '@/features/withdrawals/components/live-fee';
import { WalletAddressField } from '@/features/withdrawals/components/wallet-address-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { usePublicSettings } from '@/lib/settings/public-settings';

const w = messages.withdrawal;
const s = messages.savedAddresses;
const validation = lazyResolver<TWithdrawalFormInput, TWithdrawalRequest>(() =>
  import('@/features/withdrawals/validation/withdrawal-resolver').then(
    (module) => module.withdrawalResolver,
  ),
);

type WithdrawalFormProps = {
  methods: TPaymentMethod[];
  /** The user's saved addresses (every method's); empty while loading. */
  savedAddresses?: TSavedAddress[];
  /** Cents available (balance minus pending withdrawals); unknown while loading. */
  available: number | undefined;
  /** A withdrawal to edit (back from the fee page). */
  initial?: TWithdrawalRequest;
  /** Whether "Save this address" was ticked (back from the fee page). */
  initialSaveAddress?: boolean;
  /** `saveAddress`: the user ticked "Save this address" for a new address. */
  onSubmit: (values: TWithdrawalRequest, options: { saveAddress: boolean }) => void;
};

/**
 * Method, amount and wallet address (`ZWithdrawalForm`); the amount must fit the balance. With
 * saved addresses for the chosen method, one can be picked instead of typing; a new address can
 * be saved once the withdrawal is sent. The fee and the amount received show live under the amount.
 */
export function WithdrawalForm({
  methods,
  savedAddresses = [],
  available,
  initial,
  initialSaveAddress = false,
  onSubmit,
}: WithdrawalFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    watch,
    formState: { errors, isSubmitted },
  } = useForm<TWithdrawalFormInput, unknown, TWithdrawalRequest>({
    resolver: validation.resolver,
    defaultValues: {
      paymentMethodId: initial?.paymentMethodId ?? '',
      amount: initial ? centsToInput(initial.amount) : '',
      walletAddress: initial?.walletAddress ?? '',
    },
  });
  const [saveChecked, setSaveChecked] = useState(initialSaveAddress);
  const methodId = watch('paymentMethodId');
  const typedAddress = watch('walletAddress').trim();
  const savedForMethod = savedAddresses.filter((saved) => saved.paymentMethodId === methodId);
  const picked = savedForMethod.find((saved) => saved.address === typedAddress);
  // The method's network explains and checks the address, as the server will (decision 042).
  const method = methods.find((candidate) => candidate.$id === methodId);
  const network = method?.network ?? null;
  // The fee and the method's bounds are the settings' (decision 053), as the server applies them.
  const { settings } = usePublicSettings();
  const limits = methodLimits(settings.paymentLimits, methodId);
  const canSave =
    methodId !== '' &&
    typedAddress !== '' &&
    !picked &&
    savedForMethod.length < SAVED_ADDRESSES_PER_METHOD;

  function pick(savedId: string) {
    const saved = savedForMethod.find((candidate) => candidate.$id === savedId);
    setValue('walletAddress', saved?.address ?? '', { shouldValidate: isSubmitted });
    if (!saved) setFocus('walletAddress');
  }

  function submit(values: TWithdrawalRequest) {
    const chosen = methods.find((candidate) => candidate.$id === values.paymentMethodId);
    const refused =
      (chosen
        ? withdrawalLimitError(values.amount, { id: chosen.$id, name: chosen.name }, settings)
        : null) ??
      (available === undefined ? null : withdrawalAmountError(values.amount, available));
    if (refused) {
      setError('amount', { message: refused }, { shouldFocus: true });
      return;
    }
    const badAddress = addressProblem(network, values.walletAddress);
    if (badAddress) {
      setError('walletAddress', { message: badAddress }, { shouldFocus: true });
      return;
    }
    onSubmit(values, { saveAddress: canSave && saveChecked });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocus={validation.preload}
      className="space-y-4"
    >
      <KycRuleNotice />
      <PaymentMethodField
        methods={methods}
        error={errors.paymentMethodId?.message}
        {...register('paymentMethodId')}
      />
      <AmountField
        error={errors.amount?.message}
        {...(method ? { hint: boundsHint(limits.withdrawalMin, limits.withdrawalMax) } : {})}
        {...register('amount')}
      />
      <LiveFee amount={watch('amount')} rule={settings.withdrawals} />
      {savedForMethod.length > 0 && (
        <SelectField
          label={s.pickerLabel}
          value={picked?.$id ?? ''}
          onChange={(event) => pick(event.target.value)}
        >
          <option value="">{s.pickerNew}</option>
          {savedForMethod.map((saved) => (
            <option key={saved.$id} value={saved.$id}>
              {saved.label ? `${saved.label} · ${saved.address}` : saved.address}
            </option>
          ))}
        </SelectField>
      )}
      <WalletAddressField
        error={errors.walletAddress?.message}
        {...(network ? { hint: messages.networks.addressHint[network] } : {})}
        {...register('walletAddress')}
      />
      {picked?.problem && (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {messages.networks.savedAddressFlagged(picked.problem)}
        </p>
      )}
      {canSave && (
        <label className="flex w-fit items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={saveChecked}
            onChange={(event) => setSaveChecked(event.target.checked)}
            className="size-4 rounded border-slate-300 accent-emerald-700"
          />
          {s.saveThis}
        </label>
      )}
      <Button type="submit" size="lg" fullWidth>
        {w.submit}
      </Button>
    </form>
  );
}
