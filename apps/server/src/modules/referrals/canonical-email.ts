/** Providers that ignore dots in the local part of an address. */
const DOTLESS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One person's address however it is written: lower case, without a `+tag`, and without the
 * dots a provider ignores (`J.Doe+x@GMail.com` and `jdoe@gmail.com` are one mailbox).
 */
export function canonicalEmail(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  const host = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${DOTLESS.has(host) ? untagged.replaceAll('.', '') : untagged}@${host}`;
}
