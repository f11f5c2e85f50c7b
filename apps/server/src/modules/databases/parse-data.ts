import type { z } from 'zod';
import { messages } from '@copyvest/shared';
import { dataError, type ApiForm } from './api-form.ts';

/**
 * Attribute values checked with the product's own schema (its messages are the spec's); a bad
 * value is the form's `*_invalid_structure` with the first problem's message.
 */
export function parseData<S extends z.ZodType>(
  form: ApiForm,
  schema: S,
  data: unknown,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw dataError.invalid(form, parsed.error.issues[0]?.message ?? messages.data.structureInvalid);
}
