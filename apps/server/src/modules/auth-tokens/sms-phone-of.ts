import { messages } from '@copyvest/shared';
import { appError } from '../../lib/errors.ts';

/**
 * The number a text message can go to: the profile's phone without spaces, dashes, dots or
 * brackets, in E.164 (`+14155550123`). Profiles typed before E.164 was asked for may not be.
 */
export function smsPhoneOf(phone: string): string {
  if (!phone.trim()) throw appError('user_phone_not_found');
  const compact = phone.replace(/[\s().-]/g, '');
  if (!/^\+[1-9]\d{3,14}$/.test(compact)) {
    throw appError('general_argument_invalid', messages.validation.phoneInvalid);
  }
  return compact;
}
