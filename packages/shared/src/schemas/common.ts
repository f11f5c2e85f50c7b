import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * A required text field. Absent (undefined) → `Missing required parameter: "name"`, as the spec's
 * client library says; present but blank → the form's own message.
 */
export function requiredText(param: string, blankMessage: string, max = 200) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? messages.validation.missingParameter(param) : blankMessage,
    })
    .trim()
    .min(1, blankMessage)
    .max(max, `${blankMessage.replace(/ is required$/, '')} must be at most ${max} characters`);
}

/** Optional text: blank becomes undefined. */
export function optionalText(max = 200) {
  return z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/** ISO timestamp string on the wire. */
export const ZTimestamp = z.string();

/** What every record carries, as in the spec's client library (Appwrite models). */
export const ZRecord = z.object({
  $id: z.string(),
  $createdAt: ZTimestamp,
  $updatedAt: ZTimestamp,
});
