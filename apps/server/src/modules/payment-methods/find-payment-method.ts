import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMethods } from '../../db/schema.ts';
import { appError } from '../../lib/errors.ts';
import { executeAsNamed } from '../../db/execute-named.ts';

export interface FindPaymentMethodOptions {
  db: DbOrTx;
  id: string;
}

export async function findPaymentMethod({ db, id }: FindPaymentMethodOptions) {
  const [method] = await executeAsNamed(
    db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1),
  );
  if (!method) throw appError('payment_method_not_found');
  return method;
}
