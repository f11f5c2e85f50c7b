import { z } from 'zod';
import { ZRecord, ZTimestamp } from './schemas/common.ts';
import { ZCountry } from './schemas/account.ts';
import { kyc as m } from './messages/kyc.ts';
import type { TKycSettings } from './settings/kyc.ts';

/** Where a user's identity verification stands (decision 054). */
export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected'] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatus>;

export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export const ZKycDocumentType = z.enum(KYC_DOCUMENT_TYPES);
export type TKycDocumentType = z.infer<typeof ZKycDocumentType>;

/** The storage bucket of identity documents: read by their owner and admins only. */
export const KYC_BUCKET = 'kyc';

/** A verified person is at least this old. */
export const KYC_MIN_AGE_YEARS = 18;

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) is an adult on `today`. */
export function isAdultOn(dateOfBirth: string, today: Date): boolean {
  const [y, mo, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const birthday = Date.UTC(y + KYC_MIN_AGE_YEARS, mo - 1, d);
  return birthday <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max);
const fileId = z.string().trim().min(1).max(36);

/** What the user submits: their identity and the ids of the uploaded images (bucket `kyc`). */
export const ZKycSubmissionInput = z
  .object({
    fullName: text(128, m.fullNameRequired),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateOfBirthInvalid)
      .refine(
        (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= '1900-01-01',
        m.dateOfBirthInvalid,
      ),
    address: text(300, m.addressRequired),
    country: ZCountry,
    documentType: ZKycDocumentType,
    documentNumber: text(64, m.documentNumberRequired),
    documentFrontFileId: fileId,
    documentBackFileId: fileId.optional(),
    selfieFileId: fileId,
  })
  .superRefine((v, ctx) => {
    if (v.documentType !== 'passport' && !v.documentBackFileId) {
      ctx.addIssue({ code: 'custom', path: ['documentBackFileId'], message: m.backRequired });
    }
  });
export type TKycSubmissionInput = z.infer<typeof ZKycSubmissionInput>;

/** One submission, as its owner and the admins see it. */
export const ZKycSubmission = ZRecord.extend({
  userId: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  fullName: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  country: z.string(),
  documentType: ZKycDocumentType,
  documentNumber: z.string(),
  documentFrontFileId: z.string(),
  documentBackFileId: z.string().nullable(),
  selfieFileId: z.string(),
  reason: z.string().nullable(),
  decidedAt: ZTimestamp.nullable(),
  /** The user's name and e-mail (admin views). */
  userName: z.string().optional(),
  userEmail: z.string().optional(),
});
export type TKycSubmission = z.infer<typeof ZKycSubmission>;

/** The owner's verification: the status and the latest submission, if any. */
export const ZKycState = z.object({
  status: ZKycStatus,
  submission: ZKycSubmission.nullable(),
  /** The rule withdrawals follow now, so the forms can explain it before anyone types. */
  settings: z.object({
    required: z.enum(['never', 'always', 'above_threshold']),
    withdrawalThreshold: z.number().int(),
  }),
});
export type TKycState = z.infer<typeof ZKycState>;

export const ZKycList = z.object({ total: z.number(), submissions: z.array(ZKycSubmission) });
export type TKycList = z.infer<typeof ZKycList>;

export const ZKycListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TKycListQuery = z.infer<typeof ZKycListQuery>;

export const ZKycDecision = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approve') }),
  z.object({ outcome: z.literal('reject'), reason: text(500, m.reasonRequired) }),
]);
export type TKycDecision = z.infer<typeof ZKycDecision>;

/**
 * The KYC rule of a withdrawal (decision 054): whether `amount` cents may be withdrawn by a user
 * whose verification is `status`. `always`: only when approved; `above_threshold`: an amount
 * strictly above the threshold needs approval, one exactly at it does not.
 */
export function withdrawalNeedsKyc(settings: TKycSettings, amount: number): boolean {
  if (settings.required === 'always') return true;
  if (settings.required === 'above_threshold') return amount > settings.withdrawalThreshold;
  return false;
}

export function withdrawalAllowedByKyc(
  settings: TKycSettings,
  amount: number,
  status: TKycStatus,
): boolean {
  return status === 'approved' || !withdrawalNeedsKyc(settings, amount);
}
