import { describe, expect, it } from 'vitest';
import { attachmentName } from '@/lib/download-file';

describe('attachmentName', () => {
  it('reads the file name of a token or a quoted Content-Disposition, not the extended one', () => {
    expect(attachmentName('attachment; filename=copyvest-transactions.csv')).toBe(
      'copyvest-transactions.csv',
    );
    expect(attachmentName('attachment; filename="a b.csv"; filename*=UTF-8\'\'a%20b.csv')).toBe(
      'a b.csv',
    );
    expect(attachmentName("attachment; filename*=UTF-8''x.csv")).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
