import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../constants.ts';
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

export const ZPageQuery = z.object({
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZErrorResponse = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** ISO timestamp string on the wire. */
export const ZTimestamp = z.string();
