import net from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` takes: nobody, these proxies, or a hop count (as a function). */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for address ranges (what Fastify's `trustProxy` understands). */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: which peers may tell us the client's address in `X-Forwarded-For`
 * (trust-proxy.test.ts). Unset or `none`: nobody, the peer's own address counts. A comma-separated
 * list of addresses, CIDR ranges or `loopback` / `linklocal` / `uniquelocal`: only those proxies. A
 * number: trust that many hops. "Trust everyone" is not offered: it lets any client pick its own IP
 * and so escape every per-IP limit.
 */
export const ZTrustProxy = z
  .string()
  .trim()
  .default('none')
  .transform((value, context): TrustProxy => {
    if (value === '' || value === 'none' || value === 'false') return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address: string, hop: number) => hop < hops;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `not an address, CIDR range, hop count or none: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
