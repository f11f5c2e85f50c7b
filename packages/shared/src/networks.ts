import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * The blockchains a payment method can declare (decision 042). A method's network decides which
 * wallet addresses and payout hashes are accepted for it and which explorer shows a payout; a
 * method without one (null, "not set") accepts any address as before.
 */
export const NETWORKS = ['bitcoin', 'ethereum', 'tron', 'bsc', 'litecoin', 'solana'] as const;
export const ZNetwork = z.enum(NETWORKS);
export type TNetwork = z.infer<typeof ZNetwork>;

/** The names an admin picks from and a user reads, e.g. in "This is not a valid Bitcoin address". */
export const NETWORK_LABELS: Record<TNetwork, string> = {
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum (ERC-20)',
  tron: 'Tron (TRC-20)',
  bsc: 'BNB Smart Chain (BEP-20)',
  litecoin: 'Litecoin',
  solana: 'Solana',
};

/** The name inside a sentence: "a valid Ethereum address" rather than "Ethereum (ERC-20)". */
export const NETWORK_SHORT_NAMES: Record<TNetwork, string> = {
  bitcoin: 'Bitcoin',
  ethereum: 'Ethereum',
  tron: 'Tron',
  bsc: 'BNB Smart Chain',
  litecoin: 'Litecoin',
  solana: 'Solana',
};

/**
 * Where a payout's transaction is shown, `{hash}` replaced by the hash. The server may configure
 * others (EXPLORER_TX_URL_<NETWORK>); these are the defaults.
 */
export const DEFAULT_EXPLORER_TX_URLS: Record<TNetwork, string> = {
  bitcoin: 'https://mempool.space/tx/{hash}',
  ethereum: 'https://etherscan.io/tx/{hash}',
  tron: 'https://tronscan.org/#/transaction/{hash}',
  bsc: 'https://bscscan.com/tx/{hash}',
  litecoin: 'https://litecoinspace.org/tx/{hash}',
  solana: 'https://solscan.io/tx/{hash}',
};

/** An explorer's link for a hash: the template with `{hash}` replaced (URI-encoded). */
export function explorerTxUrl(template: string, hash: string): string {
  return template.replaceAll('{hash}', encodeURIComponent(hash));
}

const base58check = createBase58check(sha256);

/** The payload of a Base58Check string, or null when it is not one (checksum included). */
function base58checkPayload(address: string): Uint8Array | null {
  try {
    return base58check.decode(address);
  } catch {
    return null;
  }
}

/**
 * A segregated-witness address for `hrp` (BIP 173 and BIP 350): version 0 in Bech32 with a 20- or
 * 32-byte program, versions 1 to 16 in Bech32m with 2 to 40 bytes. One case only (the library
 * refuses mixed case).
 */
function isSegwitAddress(address: string, hrp: string): boolean {
  if (!address.toLowerCase().startsWith(`${hrp}1`)) return false;
  const decoded = bech32.decodeUnsafe(address) ?? undefined;
  const decodedM = decoded ? undefined : (bech32m.decodeUnsafe(address) ?? undefined);
  const found = decoded ?? decodedM;
  if (!found || found.prefix !== hrp || found.words.length === 0) return false;
  const [version, ...rest] = found.words as [number, ...number[]];
  const program = bech32.fromWordsUnsafe(rest);
  if (!program) return false;
  if (version === 0)
    return decoded !== undefined && (program.length === 20 || program.length === 32);
  return decodedM !== undefined && version <= 16 && program.length >= 2 && program.length <= 40;
}

/** A legacy address: Base58Check, one version byte from `versions`, a 20-byte hash. */
function isBase58Address(address: string, versions: readonly number[]): boolean {
  const payload = base58checkPayload(address);
  return payload !== null && payload.length === 21 && versions.includes(payload[0]!);
}

/**
 * An EVM address (EIP-55): 0x and 40 hex digits; all lower- or all upper-case carries no checksum
 * and is accepted, mixed case must match the Keccak-256 checksum.
 */
export function isEvmAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  const lower = body.toLowerCase();
  // ASCII hex digits, so each character is its byte (TextEncoder is not in the ES library types).
  const digest = keccak_256(Uint8Array.from(lower, (c) => c.charCodeAt(0)));
  for (let i = 0; i < 40; i++) {
    const nibble = (digest[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    const c = body[i]!;
    const expected = nibble >= 8 ? c.toUpperCase() : c.toLowerCase();
    if (c !== expected) return false;
  }
  return true;
}

/** Solana: a base58 Ed25519 public key, 32 bytes. */
function isSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false;
  try {
    return base58.decode(address).length === 32;
  } catch {
    return false;
  }
}

/** Whether `address` is a well-formed mainnet address of `network`, checksums included. */
export function isValidAddress(network: TNetwork, address: string): boolean {
  switch (network) {
    case 'bitcoin':
      // P2PKH 1…, P2SH 3…, Bech32 bc1q…, Bech32m bc1p…
      return isBase58Address(address, [0x00, 0x05]) || isSegwitAddress(address, 'bc');
    case 'litecoin':
      // L… (0x30), M… (0x32) and the older 3… (0x05), ltc1…
      return isBase58Address(address, [0x30, 0x32, 0x05]) || isSegwitAddress(address, 'ltc');
    case 'ethereum':
    case 'bsc':
      return isEvmAddress(address);
    case 'tron':
      // T…: Base58Check of 0x41 and a 20-byte hash.
      return address.startsWith('T') && isBase58Address(address, [0x41]);
    case 'solana':
      return isSolanaAddress(address);
  }
}

/** Whether `hash` has the shape of a transaction hash (id, signature) on `network`. */
export function isValidTxHash(network: TNetwork, hash: string): boolean {
  switch (network) {
    case 'bitcoin':
    case 'litecoin':
    case 'tron':
      return /^[0-9a-fA-F]{64}$/.test(hash);
    case 'ethereum':
    case 'bsc':
      return /^0x[0-9a-fA-F]{64}$/.test(hash);
    case 'solana':
      // A base58 Ed25519 signature: 64 bytes, 86 to 88 characters.
      if (!/^[1-9A-HJ-NP-Za-km-z]{80,90}$/.test(hash)) return false;
      try {
        return base58.decode(hash).length === 64;
      } catch {
        return false;
      }
  }
}

/**
 * The one address rule the server enforces and the forms explain: null when `address` is
 * acceptable for `network` (any address when the method has no network), else the message.
 */
export function addressProblem(network: TNetwork | null, address: string): string | null {
  if (network === null || isValidAddress(network, address)) return null;
  return messages.networks.addressInvalid(NETWORK_SHORT_NAMES[network]);
}

/** The same for a payout's transaction hash. */
export function txHashProblem(network: TNetwork | null, hash: string): string | null {
  if (network === null || isValidTxHash(network, hash)) return null;
  return messages.networks.txHashInvalid(NETWORK_SHORT_NAMES[network]);
}
