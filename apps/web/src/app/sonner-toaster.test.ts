import { describe, expect, it } from 'vitest';
import { toasterPosition } from '@/app/sonner-toaster';

describe('where toasts show', () => {
  it("on a phone at the top, off the forms' bottom buttons; on wider screens bottom right", () => {
    expect(toasterPosition(true)).toBe('top-center');
    expect(toasterPosition(false)).toBe('bottom-right');
  });
});
