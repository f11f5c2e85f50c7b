import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { executeShaped } from '../../db/execute-named.ts';

export interface FindPaymentMethodOptions {
  db: DbOrTx;
  id: string;
}

export async function findPaymentMethod({ db, id }: FindPaymentMethodOptions) {
  const [method] = await executeShaped(
    db,
    'find-payment-method',
    (db) =>
      db
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, sql.placeholder('id')))
        .limit(1),
    { id },
  );
  if (!method) throw appError('payment_method_not_found');
  return method;
}
