import { describe, expect, it } from 'vitest';
import { ZRegisterInput } from './account.ts';
import { ZPaymentMethodInput } from './admin.ts';
import { ZContactInput } from './contact.ts';
import { ZFileListQuery } from './files.ts';
import { ZWithdrawalRequest } from './money.ts';
import { hasDisallowedCharacters, idText } from './text.ts';

const registration = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  country: 'United Kingdom',
  password: 'correct-horse-1',
  acceptTerms: 'true',
};
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the one text rule', () => {
  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['another C0 control', 'Ada\u0007'],
    ['a C1 control', 'Ada\u0085Lovelace'],
    ['a newline in a one-line field', 'Ada\nLovelace'],
    ['a lone high surrogate', 'Ada\ud800'],
    ['a lone low surrogate', '\udc00Ada'],
    ['a right-to-left override', 'Ada\u202eecalevoL'],
    ['a left-to-right isolate', '\u2066Ada\u2069'],
    ['a line separator', 'Ada\u2028Lovelace'],
  ])('refuses %s in a name with the field message', (_what, name) => {
    expect(firstMessage(ZRegisterInput.safeParse({ ...registration, name }))).toBe(
      'Full name contains characters that are not allowed',
    );
  });

  it('normalises to NFC and trims before measuring', () => {
    const decomposed = 'Zoe\u0301 Ame\u0301lie'; // "Zoé Amélie" with combining accents
    const parsed = ZRegisterInput.parse({ ...registration, name: `  ${decomposed}\t ` });
    expect(parsed.name).toBe('Zoé Amélie');
    expect(parsed.name).toBe(parsed.name.normalize('NFC'));
    // 128 composed characters fit even though the decomposed input is 256 code units.
    const long = 'e\u0301'.repeat(128);
    expect(ZRegisterInput.safeParse({ ...registration, name: long }).success).toBe(true);
    expect(firstMessage(ZRegisterInput.safeParse({ ...registration, name: 'x'.repeat(129) }))).toBe(
      'Full name must be at most 128 characters',
    );
  });

  it('keeps emoji, accents and right-to-left scripts', () => {
    for (const name of ['Zoë 🙂', 'محمد علي', 'שלום עליכם', '李小龍', 'family 👨‍👩‍👧']) {
      expect(ZRegisterInput.parse({ ...registration, name }).name).toBe(name);
    }
  });

  it('lets a multi-line message keep its newlines and tabs, nothing else', () => {
    const parsed = ZContactInput.parse({
      fullName: 'Sam',
      email: 'sam@example.test',
      message: 'Line one\r\n\tLine two\rLine three',
    });
    expect(parsed.message).toBe('Line one\n\tLine two\nLine three');
    expect(
      firstMessage(
        ZContactInput.safeParse({ fullName: 'Sam', email: 'sam@example.test', message: 'a\u0000' }),
      ),
    ).toBe('Message contains characters that are not allowed');
    expect(
      firstMessage(
        ZContactInput.safeParse({ fullName: 'Sam', email: 'sam@example.test', message: 'a\u202e' }),
      ),
    ).toBe('Message contains characters that are not allowed');
  });

  it('applies to every text field: wallet address, payment method, search, optional text', () => {
    expect(
      firstMessage(
        ZWithdrawalRequest.safeParse({ paymentMethodId: 'm1', amount: 100, walletAddress: 'bc\0' }),
      ),
    ).toBe('Wallet address contains characters that are not allowed');
    expect(
      firstMessage(ZPaymentMethodInput.safeParse({ code: 'btc', name: 'Bit\ud800', address: 'a' })),
    ).toBe('Name contains characters that are not allowed');
    expect(firstMessage(ZFileListQuery.safeParse({ search: 'a\u0000' }))).toBe(
      'Search contains characters that are not allowed',
    );
    expect(
      firstMessage(ZRegisterInput.safeParse({ ...registration, referrerId: 'ab\u0000' })),
    ).toBe('Referral ID contains characters that are not allowed');
  });

  it('accepts ids of letters, digits, ".", "-" and "_" only', () => {
    const id = idText();
    expect(id.safeParse('18f0c2a9b3e4d5f').success).toBe(true);
    expect(id.safeParse('current').success).toBe(true);
    for (const bad of ['', 'a\u0000', '-lead', 'a b', 'a/b', 'x'.repeat(65), '\ud800']) {
      expect(id.safeParse(bad).success).toBe(false);
    }
  });

  it('hasDisallowedCharacters tells single-line from multi-line', () => {
    expect(hasDisallowedCharacters('a\nb')).toBe(true);
    expect(hasDisallowedCharacters('a\nb', { multiline: true })).toBe(false);
    expect(hasDisallowedCharacters('a\u0000b', { multiline: true })).toBe(true);
    expect(hasDisallowedCharacters('🙂')).toBe(false);
  });
});
