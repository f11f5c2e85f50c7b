import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { optionalText, requiredText, ZPageQuery, ZTimestamp } from './common.ts';

const v = messages.validation;

export const ZEmail = requiredText('email', v.emailRequired, 254)
  .toLowerCase()
  .pipe(z.email(v.emailInvalid));

export const ZPassword = z
  .string({
    error: (issue) =>
      issue.input === undefined ? v.missingParameter('password') : v.passwordRequired,
  })
  .min(1, v.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, v.passwordMin)
  .max(128, 'Password must be at most 128 characters');

export const ZLoginInput = z.object({ email: ZEmail, password: ZPassword });
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZRegisterInput = z.object({
  name: requiredText('name', v.fullNameRequired, 100),
  email: ZEmail,
  phone: requiredText('phone', v.phoneRequired, 30),
  country: requiredText('country', v.countryRequired, 100),
  referrerId: optionalText(64),
  password: ZPassword,
});
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** cents */
  balance: z.number().int(),
  /** cents */
  profit: z.number().int(),
  /** cents */
  bonus: z.number().int(),
  referralId: z.string(),
  referrerId: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TUser = z.infer<typeof ZUser>;

export const ZAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  createdAt: ZTimestamp,
  user: ZUser,
});
export type TAccount = z.infer<typeof ZAccount>;

/** GET /v1/session: who is signed in, if anyone (200 either way, unlike GET /v1/account). */
export const ZSessionState = z.object({ account: ZAccount.nullable() });
export type TSessionState = z.infer<typeof ZSessionState>;

export const ZSession = z.object({
  id: z.string(),
  createdAt: ZTimestamp,
  expiresAt: ZTimestamp,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionList = z.object({ total: z.number(), sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;

export const ZUserList = z.object({
  total: z.number(),
  users: z.array(ZUser),
  nextCursor: z.string().nullable(),
});
export type TUserList = z.infer<typeof ZUserList>;

/** The admin user list: search by name, newest first; `role=admin` keeps only admins. */
export const ZUserQuery = ZPageQuery.extend({ role: z.enum(['admin']).optional() });
export type TUserQuery = z.output<typeof ZUserQuery>;
