import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, issuer = '', label = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

export interface TotpUriOptions {
  secret: string;
  issuer: string;
  label: string;
}

/** The `otpauth://totp/…` URI an authenticator app scans (as a QR code). */
export function totpUri(options: TotpUriOptions): string {
  return totpOf(options.secret, options.issuer, options.label).toString();
}

export interface TotpStepOptions {
  secret: string;
  otp: string;
  now: Date;
}

/**
 * The 30-second step whose code `otp` is, within one step either side of `now` (clock drift), or
 * null. The caller accepts a step once (replay protection).
 */
export function totpStep(options: TotpStepOptions): number | null {
  const token = options.otp.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const timestamp = options.now.getTime();
  const delta = totpOf(options.secret).validate({ token, timestamp, window: 1 });
  if (delta === null) return null;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}
