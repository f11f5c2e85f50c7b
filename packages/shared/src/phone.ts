import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number as a person types it (`+1 (415) 555-2671`) in E.164 (`+14155552671`), or
 * undefined when it is not a valid number in international format. The rule is libphonenumber's
 * (country codes, lengths and prefixes, kept up to date by its maintainers), the same in the
 * server and the web app (decision 027).
 */
export function toE164Phone(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim());
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Whether two phone entries are one number (a saved `+44 20 7946 0000` is `+442079460000`). */
export function samePhone(a: string, b: string): boolean {
  return (toE164Phone(a) ?? a) === (toE164Phone(b) ?? b);
}
