import { z } from 'zod';
import { SAVED_ADDRESS_LABEL_MAX } from '../constants.ts';
import { messages } from '../messages.ts';
import { requiredText, ZRecord } from './common.ts';
import { walletAddressText } from './money.ts';
import { cleanString, idText } from './text.ts';

const s = messages.savedAddresses;

/** A wallet address the user saved for one payment method (decision 030). */
export const ZSavedAddress = ZRecord.extend({
  paymentMethodId: z.string(),
  address: z.string(),
  /** The user's name for it; null when they gave none. */
  label: z.string().nullable(),
  /**
   * Why the address is not valid for its method's network, e.g. saved before the method declared
   * one (decision 042): shown as a warning; absent when it is valid.
   */
  problem: z.string().optional(),
});
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

export const ZSavedAddressList = z.object({
  total: z.number(),
  savedAddresses: z.array(ZSavedAddress),
});
export type TSavedAddressList = z.infer<typeof ZSavedAddressList>;

/**
 * A label: the one text rule, at most SAVED_ADDRESS_LABEL_MAX characters; blank or null means
 * none (null). `param` names it in the "missing" message where it is required.
 */
const ZLabel = cleanString(
  'Label',
  {},
  {
    error: (issue) =>
      issue.input === undefined ? messages.validation.missingParameter('label') : s.labelInvalid,
  },
)
  .max(SAVED_ADDRESS_LABEL_MAX, s.labelTooLong)
  .nullable()
  .transform((label) => (label ? label : null));

/** `POST /v1/saved-addresses`: the address under the withdrawal's own rule, an optional label. */
export const ZSavedAddressInput = z.object({
  paymentMethodId: requiredText('paymentMethodId', messages.validation.selectPaymentMethod, 64, {
    label: 'Payment method',
  }),
  address: walletAddressText('address'),
  label: ZLabel.optional().transform((label) => label ?? null),
});
export type TSavedAddressInput = z.input<typeof ZSavedAddressInput>;
/** The body once parsed: the address cleaned, the label a string or null. */
export type TSavedAddressRequest = z.output<typeof ZSavedAddressInput>;

/** `PATCH /v1/saved-addresses/{id}`: a new label (blank or null removes it). */
export const ZSavedAddressUpdate = z.object({ label: ZLabel });
export type TSavedAddressUpdate = z.input<typeof ZSavedAddressUpdate>;

/** `GET /v1/saved-addresses?paymentMethodId=`: optionally one payment method's only. */
export const ZSavedAddressListQuery = z.object({
  paymentMethodId: idText('Payment method').optional(),
});
