import { describe, expect, it } from 'vitest';
import { adminNavItems, userNavItems, userNavItemsFor } from './app-nav-items';

describe('the navigation of copy trading', () => {
  it('offers Copying to every user and the console only to lead traders, right after it', () => {
    expect(userNavItems.map((item) => item.to)).toContain('/copying');
    expect(userNavItemsFor(false)).toBe(userNavItems);
    const lead = userNavItemsFor(true).map((item) => item.to);
    expect(lead.indexOf('/trader')).toBe(lead.indexOf('/copying') + 1);
  });

  it('gives admins the traders and instruments pages', () => {
    expect(adminNavItems.map((item) => item.to)).toEqual(
      expect.arrayContaining(['/admin/traders', '/admin/instruments']),
    );
  });
});
