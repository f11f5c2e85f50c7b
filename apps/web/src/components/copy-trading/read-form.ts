import { percentToBasisPoints } from '@copyvest/shared';

type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/** A shared schema's answer as `{ data }` or the first message of each field. */
export function fieldErrors<T>(result: Parsed<T>): { data?: T; errors: Record<string, string> } {
  if (result.success) return { data: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return { errors };
}

/** A typed percent with at most 2 decimals as basis points ("25" → 2500); NaN when it is not one. */
export function percentTextToBps(text: string): number {
  const trimmed = text.trim().replace(/%$/, '');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return percentToBasisPoints(Number(trimmed));
}

/** A typed whole percent ("50" → 50); NaN when it is not one. */
export function wholePercent(text: string): number {
  const trimmed = text.trim().replace(/%$/, '');
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
