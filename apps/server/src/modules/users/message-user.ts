import type { TAdminMessageInput, TAdminMessageSent } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAudit } from '../audit/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { insertNotification } from '../notifications/index.ts';
import { type Actor, authorize } from '../policy/index.ts';
import { findUser } from './find-user.ts';

export interface MessageUserOptions {
  deps: AppDeps;
  viewer: Actor;
  userId: string;
  input: TAdminMessageInput;
}

/**
 * An admin writes to a user (decision 056): one e-mail through the outbox and one notification,
 * with the audit entry, in one transaction (the route's Idempotency-Key commits with it, so a
 * repeat is a replay, not a second mail).
 */
export async function messageUser({
  deps,
  viewer,
  userId,
  input,
}: MessageUserOptions): Promise<TAdminMessageSent> {
  await authorize(viewer, 'user.message', { ownerId: userId });
  const at = deps.clock.now();
  const run = async (tx: DbOrTx) => {
    const user = await findUser({ db: tx, id: userId });
    if (user.email) {
      await enqueueMail({
        tx,
        to: { name: user.name, email: user.email },
        template: 'admin-message',
        data: { name: user.name, subject: input.subject, message: input.message },
        at,
      });
    }
    const notification = await insertNotification({
      db: tx,
      userId,
      kind: 'admin_message',
      data: { subject: input.subject, message: input.message },
      at,
    });
    await writeAudit({
      tx,
      actorId: viewer.userId,
      action: 'user.message',
      targetType: 'user',
      targetId: userId,
      after: { subject: input.subject, notificationId: notification.id },
      at,
    });
    return { notificationId: notification.id, sentAt: at.toISOString() };
  };
  return deps.db.transaction(run);
}
