import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { messages } from '@copyvest/shared';
import { dynamicallyReadMessages, readSources, unusedMessages } from './message-uses.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('messages in packages/shared', () => {
  it('are each read by some code in apps/ or packages/', () => {
    expect(unusedMessages(messages, readSources(root))).toEqual([]);
  });

  it('are allow-listed only when they exist, each with a reason', () => {
    for (const [name, reason] of Object.entries(dynamicallyReadMessages)) {
      const [ns, key] = name.split('.');
      expect(messages[ns as keyof typeof messages], name).toHaveProperty(key!);
      expect(reason.length, name).toBeGreaterThan(10);
    }
  });
});

describe('the unused-message check', () => {
  const definitions = {
    toast: { saved: 'Saved', failed: 'Failed', gone: 'Gone', kept: 'Kept' },
    copyPages: { title: 'Traders', chart: 'Chart', label: 'Label' },
  };

  it('reports a planted message no source reads', () => {
    const sources = [{ path: 'a.ts', text: 'toast.success(messages.toast.saved);' }];
    expect(unusedMessages(definitions, sources, {})).toEqual([
      'toast.failed',
      'toast.gone',
      'toast.kept',
      'copyPages.title',
      'copyPages.chart',
      'copyPages.label',
    ]);
  });

  it('follows namespace aliases, destructuring, imports and line breaks', () => {
    const sources = [
      { path: 'a.tsx', text: 'const t = messages.copyPages;\n<h1>{t.title}</h1>' },
      { path: 'b.ts', text: 'const { failed, gone: g } = messages.toast;' },
      {
        path: 'c.ts',
        text: "import { copyPages as m } from '../messages/copy-pages.ts';\nm.chart",
      },
      {
        path: 'd.ts',
        text: 'const { toast } = messages;\nfoo(toast.kept, messages.copyPages\n  .label)',
      },
    ];
    expect(unusedMessages(definitions, sources, {})).toEqual(['toast.saved']);
  });

  it('does not take an alias of one namespace for a read of another', () => {
    const sources = [{ path: 'a.ts', text: 'const t = messages.toast;\nt.title; t.saved' }];
    expect(unusedMessages(definitions, sources, {})).toContain('copyPages.title');
  });

  it('accepts an allow-listed key', () => {
    const sources = [{ path: 'a.ts', text: 'const t = messages.toast; t[code]' }];
    const allowed = { 'toast.saved': 'read by code' };
    expect(unusedMessages({ toast: { saved: 'Saved' } }, sources, allowed)).toEqual([]);
  });
});
