import { appError, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../lib/errors.ts';

/** Runs a write; a short id another payment method already has becomes a 409. */
export async function uniquePaymentMethodCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw appError('payment_method_already_exists');
    throw error;
  }
}
