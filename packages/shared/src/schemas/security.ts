import { z } from 'zod';
import { MFA_FACTORS, OAUTH_PROVIDERS } from '../constants.ts';
import { messages } from '../messages.ts';
import { ZCustomId, ZE164Phone, ZEmail, ZPassword } from './account.ts';
import { requiredText } from './common.ts';

const v = messages.validation;

/** A value the SDK must send (its own "Missing required parameter" when absent). */
const required = (param: string, max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? v.missingParameter(param) : undefined),
    })
    .min(1, v.missingParameter(param))
    .max(max);

/** A link the server mails: an absolute http(s) URL (the server checks its origin). */
const ZRedirectUrl = (param: string) =>
  required(param, 2000).pipe(z.url({ protocol: /^https?$/, error: messages.errors.foreignUrl }));

const ZUserRef = required('userId', 36);
const ZSecret = required('secret', 256);

/** `POST /account/recovery`. */
export const ZRecoveryCreate = z.object({ email: ZEmail, url: ZRedirectUrl('url') });
/** `PUT /account/recovery`. */
export const ZRecoveryUpdate = z.object({ userId: ZUserRef, secret: ZSecret, password: ZPassword });
export type TRecoveryUpdate = z.input<typeof ZRecoveryUpdate>;
/** `POST /account/verification(s)/email`. */
export const ZVerificationCreate = z.object({ url: ZRedirectUrl('url') });
/** `PUT /account/verification…` and every secret that turns into a session. */
export const ZUserSecret = z.object({ userId: ZUserRef, secret: ZSecret });
export type TUserSecret = z.input<typeof ZUserSecret>;
/** `POST /account/tokens/email`. */
export const ZEmailTokenCreate = z.object({
  userId: ZCustomId('userId'),
  email: ZEmail,
  phrase: z.boolean().optional(),
});
/** `POST /account/tokens/magic-url`. */
export const ZMagicUrlTokenCreate = ZEmailTokenCreate.extend({
  url: ZRedirectUrl('url').optional(),
});
/** `POST /account/tokens/phone`. */
export const ZPhoneTokenCreate = z.object({ userId: ZCustomId('userId'), phone: ZE164Phone });

/** Appwrite `Models.Token` (the secret is never sent to a client: it travels by mail or SMS). */
export const ZToken = z.object({
  $id: z.string(),
  $createdAt: z.string(),
  userId: z.string(),
  secret: z.string(),
  expire: z.string(),
  phrase: z.string(),
});
export type TToken = z.infer<typeof ZToken>;

/** MFA. */
export const ZMfaUpdate = z.object({
  mfa: z.boolean({
    error: (issue) => (issue.input === undefined ? v.missingParameter('mfa') : undefined),
  }),
});
export const ZAuthenticatorParams = z.object({ type: z.enum(['totp']) });
export const ZOtp = z.object({ otp: required('otp', 64) });
export const ZMfaChallengeCreate = z.object({
  factor: z.enum(MFA_FACTORS, {
    error: (issue) => (issue.input === undefined ? v.missingParameter('factor') : undefined),
  }),
});
export const ZMfaChallengeUpdate = z.object({
  challengeId: required('challengeId', 64),
  otp: required('otp', 64),
});
/** Appwrite `Models.MfaType`: the authenticator's secret and its `otpauth://` URI. */
export const ZMfaType = z.object({ secret: z.string(), uri: z.string() });
export type TMfaType = z.infer<typeof ZMfaType>;
/** Appwrite `Models.MfaChallenge`. */
export const ZMfaChallenge = z.object({
  $id: z.string(),
  $createdAt: z.string(),
  userId: z.string(),
  expire: z.string(),
});
export type TMfaChallenge = z.infer<typeof ZMfaChallenge>;
export const ZMfaRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TMfaRecoveryCodes = z.infer<typeof ZMfaRecoveryCodes>;
/** Appwrite `Models.MfaFactors`: which second factors the account can use. */
export const ZMfaFactors = z.object({
  totp: z.boolean(),
  phone: z.boolean(),
  email: z.boolean(),
  recoveryCode: z.boolean(),
  custom: z.boolean(),
});
export type TMfaFactors = z.infer<typeof ZMfaFactors>;

/** OAuth2: `GET /account/{sessions|tokens}/oauth2/{provider}` as the SDK builds it. */
export const ZOAuthParams = z.object({ provider: z.string().min(1).max(40) });
export const ZOAuthQuery = z.object({
  success: z.string().max(2000).optional(),
  failure: z.string().max(2000).optional(),
  scopes: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(20)])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat())),
  project: z.string().max(64).optional(),
});
export const ZOAuthProvider = z.enum(OAUTH_PROVIDERS);
/** `GET /v1/account/oauth2/providers` (ours): the providers this server offers. */
export const ZOAuthProviderList = z.object({ providers: z.array(ZOAuthProvider) });
export type TOAuthProviderList = z.infer<typeof ZOAuthProviderList>;

/** What an admin sees of a user's account security (`GET /v1/users/{id}`). */
export const ZAccountSecurity = z.object({
  emailVerification: z.boolean(),
  phoneVerification: z.boolean(),
  mfa: z.boolean(),
  totp: z.boolean(),
  recoveryCodes: z.number().int(),
  guest: z.boolean(),
  identities: z.array(z.string()),
  /** The owner closed the account (`PATCH /account/status`): an admin can reopen it. */
  closed: z.boolean(),
});
export type TAccountSecurity = z.infer<typeof ZAccountSecurity>;

/** Forms of the web app. */
export const ZForgotPasswordForm = z.object({ email: ZEmail });
export const ZResetPasswordForm = z.object({ password: ZPassword });
export const ZEmailOnlyForm = z.object({ email: ZEmail });
export const ZCodeForm = z.object({
  code: requiredText('code', messages.access.codeRequired, 64),
});
