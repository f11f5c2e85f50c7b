import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email.ts';

describe('canonicalEmail', () => {
  it('reads one mailbox however it is written', () => {
    expect(canonicalEmail(' J.Doe+farm1@GMail.com ')).toBe('jdoe@gmail.com');
    expect(canonicalEmail('j.doe@googlemail.com')).toBe('jdoe@gmail.com');
    expect(canonicalEmail('Ann.Lee+x@example.com')).toBe('ann.lee@example.com');
  });

  it('a +tag never makes another person', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^[a-z0-9]{1,8}$/), (email, tag) => {
        const [local, domain] = email.split('@');
        expect(canonicalEmail(`${local}+${tag}@${domain}`)).toBe(canonicalEmail(email));
      }),
    );
  });
});
