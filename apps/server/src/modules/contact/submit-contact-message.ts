import type { z } from 'zod';
import type { ZContactInput } from '@copyvest/shared';
import type { AppDeps } from '../../app-deps.ts';
import { contactMessages } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

export interface SubmitContactMessageOptions {
  deps: AppDeps;
  input: z.output<typeof ZContactInput>;
  ip: string;
}

/** Stores a message from the public contact form for the team to answer. */
export async function submitContactMessage({ deps, input, ip }: SubmitContactMessageOptions) {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      id: newId(),
      fullName: input.fullName,
      email: input.email,
      message: input.message,
      ip,
      createdAt: deps.clock.now(),
    })
    .returning({ id: contactMessages.id });
  return row!;
}
