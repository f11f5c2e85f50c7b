import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema.ts';

export interface IsEmailHeldOptions {
  db: DbOrTx;
  email: string;
}

/** Whether any account holds this e-mail, a deleted one included (addresses are never reused). */
export async function isEmailHeld({ db, email }: IsEmailHeldOptions): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email))
    .limit(1);
  return row !== undefined;
}
