import { describe, expect, it } from 'vitest';
import { ZContactInput } from './contact.ts';

function firstMessages(input: unknown) {
  const result = ZContactInput.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe('ZContactInput', () => {
  it('uses the spec messages for blank fields', () => {
    expect(firstMessages({ fullName: ' ', email: '', message: '' })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('rejects a malformed email', () => {
    expect(firstMessages({ fullName: 'Ann', email: 'nope', message: 'Hi' })).toEqual({
      email: 'Enter a valid email address',
    });
  });

  it('trims and lower-cases a valid message', () => {
    expect(
      ZContactInput.parse({ fullName: ' Ann Lee ', email: 'Ann@Example.com', message: ' Hello ' }),
    ).toEqual({ fullName: 'Ann Lee', email: 'ann@example.com', message: 'Hello' });
  });
});
