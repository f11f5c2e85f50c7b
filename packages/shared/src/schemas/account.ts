import { z } from 'zod';
import { ID_UNIQUE, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { toE164Phone } from '../phone.ts';
import { optionalText, requiredText, ZRecord, ZTimestamp } from './common.ts';

const v = messages.validation;

/** A custom id: 1–36 of a-z, A-Z, 0-9, period, hyphen, underscore; not starting with a special one. */
export const CUSTOM_ID_PATTERN = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

export const ZCustomId = (param: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? v.missingParameter(param) : v.idInvalid),
    })
    .refine((id) => id === ID_UNIQUE || CUSTOM_ID_PATTERN.test(id), v.idInvalid);

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
  .max(256, 'Password must be at most 256 characters');

/** A password the caller proves they know (no length rule: old accounts may have short ones). */
const ZCurrentPassword = (param: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? v.missingParameter(param) : v.passwordRequired,
    })
    .min(1, v.passwordRequired)
    .max(256, 'Password must be at most 256 characters');

export const ZName = requiredText('name', v.fullNameRequired, 128);
/** The profile's phone: required, a valid number in international format, stored in E.164. */
export const ZPhone = requiredText('phone', v.phoneRequired, 30).transform((phone, ctx) => {
  const e164 = toE164Phone(phone);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: v.phoneInvalid, input: phone });
  return z.NEVER;
});
export const ZCountry = requiredText('country', v.countryRequired, 100);

export const ZLoginInput = z.object({ email: ZEmail, password: ZPassword });
export type TLoginInput = z.input<typeof ZLoginInput>;

/** The sign-up form (section 5): every field but the referral is required. */
export const ZRegisterInput = z.object({
  name: ZName,
  email: ZEmail,
  phone: ZPhone,
  country: ZCountry,
  referrerId: optionalText(64, 'Referral ID'),
  password: ZPassword,
  /** The sign-up checkbox: the Terms of Service and the Privacy Policy accepted ("true"). */
  acceptTerms: z.literal('true', { error: messages.validation.acceptTerms }),
});
export type TRegisterInput = z.input<typeof ZRegisterInput>;

/**
 * `POST /v1/account`, as the SDK's `account.create` sends it (userId, email, password, optional
 * name), plus the product's optional phone, country and referrer. It creates the account without
 * signing in.
 */
export const ZAccountCreate = z.object({
  userId: ZCustomId('userId'),
  email: ZEmail,
  password: ZPassword,
  name: ZName.optional(),
  phone: ZPhone.optional(),
  country: ZCountry.optional(),
  referrerId: optionalText(64, 'Referral ID'),
});
export type TAccountCreate = z.input<typeof ZAccountCreate>;

export const ZNameUpdate = z.object({ name: ZName });
export const ZPasswordUpdate = z.object({
  password: ZPassword,
  oldPassword: z.string().max(256).optional(),
});
export const ZEmailUpdate = z.object({ email: ZEmail, password: ZCurrentPassword('password') });

/** The profile's change-password form: the current password, and a new one under the sign-up rule. */
export const ZPasswordChangeInput = z
  .object({
    oldPassword: z
      .string()
      .min(1, v.currentPasswordRequired)
      .max(256, 'Password must be at most 256 characters'),
    password: ZPassword,
  })
  .refine((input) => input.password !== input.oldPassword, {
    path: ['password'],
    message: v.newPasswordSame,
  });
export type TPasswordChangeInput = z.input<typeof ZPasswordChangeInput>;

/** The profile's change-e-mail form: the new e-mail and the password that proves it is the owner. */
export type TEmailChangeInput = z.input<typeof ZEmailUpdate>;

/** A phone number in E.164 (`+14155550123`), as SMS providers need it (the SDK's account phone). */
export const ZE164Phone = requiredText('phone', v.phoneRequired, 30).refine(
  (phone) => /^\+[1-9]\d{3,14}$/.test(phone),
  v.phoneInvalid,
);
export const ZPhoneUpdate = z.object({
  phone: ZE164Phone,
  password: ZCurrentPassword('password'),
});

/** Preferences: a JSON object of at most 64 KB (the web app keeps the theme there). */
export const ZPreferences = z.record(z.string().max(128), z.unknown());
export type TPreferences = z.infer<typeof ZPreferences>;
export const ZPrefsUpdate = z.object({
  prefs: z
    .record(z.string().max(128), z.unknown(), {
      error: (issue) => (issue.input === undefined ? v.missingParameter('prefs') : v.prefsInvalid),
    })
    .refine((prefs) => JSON.stringify(prefs).length <= 65_536, v.prefsTooLarge),
});

export const ZPushTargetCreate = z.object({
  targetId: ZCustomId('targetId'),
  identifier: requiredText('identifier', v.identifierRequired, 512),
  providerId: optionalText(36),
});
export const ZPushTargetUpdate = z.object({
  identifier: requiredText('identifier', v.identifierRequired, 512),
});

/** The messaging target (Appwrite `Models.Target`). */
export const ZTarget = ZRecord.extend({
  name: z.string(),
  userId: z.string(),
  providerId: z.string().optional(),
  providerType: z.string(),
  identifier: z.string(),
  expired: z.boolean(),
});
export type TTarget = z.infer<typeof ZTarget>;

/** The signed-in account (Appwrite `Models.User`). */
export const ZAccount = ZRecord.extend({
  name: z.string(),
  registration: ZTimestamp,
  status: z.boolean(),
  labels: z.array(z.string()),
  passwordUpdate: ZTimestamp,
  email: z.string(),
  phone: z.string(),
  emailVerification: z.boolean(),
  phoneVerification: z.boolean(),
  mfa: z.boolean(),
  prefs: ZPreferences,
  targets: z.array(ZTarget),
  accessedAt: ZTimestamp,
});
export type TAccount = z.infer<typeof ZAccount>;

/** Where a session or log entry came from, parsed from its user agent (Appwrite's fields). */
export const ZClientInfo = z.object({
  ip: z.string(),
  osCode: z.string(),
  osName: z.string(),
  osVersion: z.string(),
  clientType: z.string(),
  clientCode: z.string(),
  clientName: z.string(),
  clientVersion: z.string(),
  clientEngine: z.string(),
  clientEngineVersion: z.string(),
  deviceName: z.string(),
  deviceBrand: z.string(),
  deviceModel: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
});
export type TClientInfo = z.infer<typeof ZClientInfo>;

/** Appwrite `Models.Session`. */
export const ZSession = ZRecord.extend({
  userId: z.string(),
  expire: ZTimestamp,
  provider: z.string(),
  providerUid: z.string(),
  providerAccessToken: z.string(),
  providerAccessTokenExpiry: z.string(),
  providerRefreshToken: z.string(),
  ...ZClientInfo.shape,
  current: z.boolean(),
  factors: z.array(z.string()),
  secret: z.string(),
  mfaUpdatedAt: z.string(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = z.object({ total: z.number(), sessions: z.array(ZSession) });
export type TSessionList = z.infer<typeof ZSessionList>;

/** Appwrite `Models.Log`. */
export const ZLog = ZClientInfo.extend({
  event: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  mode: z.string(),
  userType: z.string(),
  time: ZTimestamp,
});
export type TLog = z.infer<typeof ZLog>;
export const ZLogList = z.object({ total: z.number(), logs: z.array(ZLog) });
export type TLogList = z.infer<typeof ZLogList>;

/** Appwrite `Models.Identity` (OAuth2 sign-ins). */
export const ZIdentity = ZRecord.extend({
  userId: z.string(),
  provider: z.string(),
  providerUid: z.string(),
  providerEmail: z.string(),
  providerAccessToken: z.string(),
  providerAccessTokenExpiry: z.string(),
  providerRefreshToken: z.string(),
});
export const ZIdentityList = z.object({ total: z.number(), identities: z.array(ZIdentity) });

/** Appwrite `Models.Jwt`. */
export const ZJwt = z.object({ jwt: z.string() });

/** The product's profile of a user (spec section 3); amounts in cents. */
export const ZUser = ZRecord.extend({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** A guest (anonymous session) that has not set an e-mail and password yet: moves no money. */
  isGuest: z.boolean(),
  /** Holds an active lead-trader role (copy trading): the console is theirs. */
  isLeadTrader: z.boolean().optional(),
  /** cents */
  balance: z.number().int(),
  /** cents */
  profit: z.number().int(),
  /** cents */
  bonus: z.number().int(),
  referralId: z.string(),
  referrerId: z.string().nullable(),
  /** Deactivated after it was once active: suspended, with the admin's reason (may be empty). */
  suspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  /**
   * Name, phone, country and the terms are on record. False after an e-mail link or code, phone
   * or OAuth2 sign-up: the web app asks for the rest of the registration before the dashboard.
   */
  registrationComplete: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;

/** `POST /v1/account/registration`: the rest of a registration that began without the form. */
export const ZRegistrationComplete = z.object({
  name: ZName,
  phone: ZPhone,
  country: ZCountry,
  acceptTerms: z.literal(true, { error: messages.validation.acceptTerms }),
});
export type TRegistrationComplete = z.input<typeof ZRegistrationComplete>;

/** The completion page's form: the checkbox sends "true". */
export const ZRegistrationCompleteInput = ZRegistrationComplete.extend({
  acceptTerms: z.literal('true', { error: messages.validation.acceptTerms }),
});
export type TRegistrationCompleteInput = z.input<typeof ZRegistrationCompleteInput>;

/** GET /v1/session: who is signed in, if anyone (200 either way, unlike GET /v1/account). */
export const ZSessionState = z.object({
  account: ZAccount.nullable(),
  user: ZUser.nullable(),
  /** Signed in with one factor, MFA on: the second factor is awaited (account and user are null). */
  mfaRequired: z.boolean().optional(),
});
export type TSessionState = z.infer<typeof ZSessionState>;

export const ZUserList = z.object({ total: z.number(), users: z.array(ZUser) });
export type TUserList = z.infer<typeof ZUserList>;
