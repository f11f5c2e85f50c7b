import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58 } from '@scure/base';
import {
  addressProblem,
  isValidAddress,
  isValidTxHash,
  NETWORKS,
  type TNetwork,
  txHashProblem,
} from './networks.ts';

/**
 * Real addresses from the specifications' test vectors and the libraries' documentation (decision
 * 042): BIP 173 and BIP 350 (Bech32, Bech32m), the Bitcoin wiki (Base58Check), EIP-55, Bisq's
 * asset tests (Litecoin), Tron's USDT contract, Solana's system and token programs.
 */
const VALID: Record<TNetwork, string[]> = {
  bitcoin: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ],
  litecoin: [
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
    'LTuoeY6RBHV3n3cfhXVVTbJbxzxnXs9ofm',
    'MGEW4aba3tnrVtVhGcmoqqHaLt5ymPSLPi',
    'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz',
  ],
  ethereum: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    // No checksum: all lower-case or all upper-case hex is valid.
    '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
    '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED',
  ],
  bsc: ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'],
  tron: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'],
  solana: [
    '11111111111111111111111111111111',
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  ],
};

const INVALID: Record<TNetwork, string[]> = {
  bitcoin: [
    'x',
    '',
    'bc1qcountwallet0001',
    // One character changed: the checksum no longer matches.
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLz',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    // Mixed case (BIP 173), a testnet address, version 0 under a Bech32m checksum (BIP 350).
    'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    // Another network's address.
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKW',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ],
  litecoin: [
    'LgfapHEPhZbdRF9pMd5WPT35hFXcZS1USrW',
    'Lg3PX8wRWmApFCoCMAsPF5P9dPHYQHEWKX',
    'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dy',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ],
  ethereum: [
    // EIP-55 vector with one letter's case flipped.
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD',
    '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
    '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xG aAeb6053F3E94C9b9A09f33669435E7Ef1BeA',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ],
  bsc: ['0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d35', '0xFb6916095ca1df60bB79Ce92cE3Ea74c37c5d359'],
  tron: [
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6',
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ],
  solana: [
    'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0',
    '1111111111111111111111111111111',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ],
};

describe('wallet addresses per network', () => {
  for (const network of NETWORKS) {
    it.each(VALID[network])(`${network}: %s is valid`, (address) => {
      expect(isValidAddress(network, address)).toBe(true);
      expect(addressProblem(network, address)).toBeNull();
    });
    it.each(INVALID[network])(`${network}: %s is refused`, (address) => {
      expect(isValidAddress(network, address)).toBe(false);
    });
  }

  it('names the network in the refusal', () => {
    expect(addressProblem('bitcoin', 'x')).toBe('This is not a valid Bitcoin address');
    expect(addressProblem('ethereum', 'x')).toBe('This is not a valid Ethereum address');
    expect(addressProblem('bsc', 'x')).toBe('This is not a valid BNB Smart Chain address');
  });

  it('does not check the address of a method whose network is not set', () => {
    expect(addressProblem(null, 'x')).toBeNull();
  });

  it('refuses any single changed character of a Base58Check or Bech32 address', () => {
    const samples: [TNetwork, string][] = [
      ['bitcoin', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['bitcoin', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
      ['tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
      ['litecoin', 'ltc1qxtm55gultqzhqzl2p3ks50hg2478y3hehuj6dz'],
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.nat(),
        fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'),
        ([network, address], at, replacement) => {
          const i = at % address.length;
          fc.pre(address[i] !== replacement && !(i < 4 && address.startsWith('bc1')));
          const changed = address.slice(0, i) + replacement + address.slice(i + 1);
          fc.pre(changed.toLowerCase() !== address.toLowerCase() || !/^(bc|ltc)1/.test(address));
          expect(isValidAddress(network, changed)).toBe(false);
        },
      ),
    );
  });

  it('accepts every 20-byte EVM address in lower case and refuses a mixed case that does not match', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
        expect(isValidAddress('ethereum', `0x${hex}`)).toBe(true);
        expect(isValidAddress('ethereum', `0x${hex.toUpperCase()}`)).toBe(true);
      }),
    );
  });

  it('accepts every 32-byte Solana public key and refuses other lengths', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        expect(isValidAddress('solana', base58.encode(bytes))).toBe(bytes.length === 32);
      }),
    );
  });
});

describe('payout transaction hashes per network', () => {
  const bitcoinTx = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';
  const evmTx = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
  const solanaTx =
    '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

  it.each<[TNetwork, string, boolean]>([
    ['bitcoin', bitcoinTx, true],
    ['litecoin', bitcoinTx, true],
    ['tron', bitcoinTx, true],
    ['bitcoin', evmTx, false],
    ['bitcoin', bitcoinTx.slice(1), false],
    ['ethereum', evmTx, true],
    ['bsc', evmTx, true],
    ['ethereum', bitcoinTx, false],
    ['solana', solanaTx, true],
    ['solana', bitcoinTx, false],
  ])('%s: %s → %s', (network, hash, valid) => {
    expect(isValidTxHash(network, hash)).toBe(valid);
  });

  it('names the network in the refusal', () => {
    expect(txHashProblem('bitcoin', 'abc')).toBe('This is not a valid Bitcoin transaction hash');
    expect(txHashProblem(null, 'abc')).toBeNull();
  });
});
