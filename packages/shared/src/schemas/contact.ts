import { z } from 'zod';
import { messages } from '../messages.ts';
import { ZEmail } from './account.ts';
import { requiredText } from './common.ts';

const v = messages.validation;

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The public contact form (spec section 5) and the body of `POST /v1/contact`. */
export const ZContactInput = z.object({
  fullName: requiredText('fullName', v.fullNameRequired, 100),
  email: ZEmail,
  message: requiredText('message', v.messageRequired, CONTACT_MESSAGE_MAX_LENGTH, {
    multiline: true,
  }),
});
export type TContactInput = z.input<typeof ZContactInput>;
export type TContactOutput = z.output<typeof ZContactInput>;
