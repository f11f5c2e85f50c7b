import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './page-meta';

function content(selector: string) {
  return document.head.querySelector(selector)?.getAttribute('content');
}

describe('usePageMeta', () => {
  it('sets the title, description and social tags, then restores them', () => {
    document.title = 'Before';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'Default description';
    document.head.append(description);

    const { unmount } = renderHook(() =>
      usePageMeta({ title: 'About us | CopyVest', description: 'About the company' }),
    );

    expect(document.title).toBe('About us | CopyVest');
    expect(content('meta[name="description"]')).toBe('About the company');
    expect(content('meta[property="og:title"]')).toBe('About us | CopyVest');
    expect(content('meta[property="og:description"]')).toBe('About the company');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[name="twitter:card"]')).toBe('summary');

    unmount();
    expect(document.title).toBe('Before');
    expect(content('meta[name="description"]')).toBe('Default description');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    description.remove();
  });
});
