import { z } from 'zod';
import { messages } from '../messages.ts';
import { cleanString, fieldLabel, type TextRuleOptions } from './text.ts';

/**
 * A required text field, under the one text rule (`text.ts`). Absent (undefined) →
 * `Missing required parameter: "name"`, as the spec's client library says; present but blank →
 * the form's own message. `multiline` keeps newlines (a message body); `label` names the field in
 * messages when the blank message does not ("Please enter a wallet address").
 */
export function requiredText(
  param: string,
  blankMessage: string,
  max = 200,
  options: TextRuleOptions & { label?: string } = {},
) {
  const label = options.label ?? fieldLabel(param, blankMessage);
  return cleanString(label, options, {
    error: (issue) =>
      issue.input === undefined ? messages.validation.missingParameter(param) : blankMessage,
  })
    .min(1, blankMessage)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text under the same rule: blank becomes undefined. */
export function optionalText(max = 200, label = 'Text') {
  return cleanString(label)
    .max(max, `${label} must be at most ${max} characters`)
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
