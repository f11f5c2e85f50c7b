import { messages, type TErrorType } from '@copyvest/shared';
import { pgErrorCode } from './errors.ts';

export interface ClientDbError {
  type: TErrorType;
  message: string;
  pgCode: string;
}

/**
 * A database error that is the client's fault, as the 4xx it deserves; undefined for anything
 * else (a server fault, answered 500). Input is validated before it reaches SQL; this is the net
 * for whatever still gets through:
 * - class 23 (integrity: unique, check, foreign key, exclusion) → 409, the change conflicts;
 *   but not 23502 (a missing NOT NULL value is the server's bug, not the client's);
 * - class 22 (data exception: invalid text such as NUL, date or number out of range, bad format)
 *   and 54000 (a value too large to index) → 400.
 */
export function classifyDbError(error: unknown): ClientDbError | undefined {
  const pgCode = pgErrorCode(error);
  if (!pgCode) return undefined;
  if (pgCode.startsWith('23') && pgCode !== '23502') {
    return { type: 'resource_conflict', message: messages.errors.conflict, pgCode };
  }
  if (pgCode.startsWith('22') || pgCode === '54000') {
    return { type: 'general_argument_invalid', message: messages.errors.invalidValue, pgCode };
  }
  return undefined;
}
