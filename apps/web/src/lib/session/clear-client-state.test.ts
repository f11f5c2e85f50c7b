import { describe, expect, it } from 'vitest';
import { clearPersistedClientState } from '@/lib/session/clear-client-state';

describe('clearPersistedClientState', () => {
  it('removes everything but the theme preference', () => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('user', '{"id":"u1"}');
    localStorage.setItem('userData', '{}');
    localStorage.setItem('cookieFallback', 'x');
    clearPersistedClientState();
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
