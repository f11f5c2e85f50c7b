import { basisPointsToPercent, formatMoney, messages, type TTraderStats } from '@copyvest/shared';

const t = messages.copyPages;

const percentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const signedPercentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** A fraction as a percent (0.0512 → "5.12%"), "—" for null. */
export function formatRatio(value: number | null, signed = false): string {
  if (value === null || !Number.isFinite(value)) return t.none;
  return t.percent((signed ? signedPercentFormat : percentFormat).format(value * 100));
}

/** A profit factor: 2 decimals, "∞" with gains and no loss, "—" with neither. */
export function formatProfitFactor(value: TTraderStats['profitFactor']): string {
  if (value === null) return t.none;
  if (value === 'infinity') return t.infinity;
  return value.toFixed(2);
}

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Hours ("12.5 h"), "—" for null; `long` says "hours". */
export function formatHours(value: number | null, long = false): string {
  if (value === null || !Number.isFinite(value)) return t.none;
  const text = hoursFormat.format(value);
  return long ? t.hoursLong(text) : t.hours(text);
}

/** Basis points as a percent: 2500 → "25%". */
export function formatBps(bps: number): string {
  return t.percent(percentFormat.format(basisPointsToPercent(bps)));
}

/** Signed cents: "+$12.00", "-$3.50", "$0.00". */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

const indexFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The strategy index: 2 decimals. */
export function formatIndex(value: number): string {
  return indexFormat.format(value);
}

/** A tone for a signed figure: gains green, losses red. */
export function signTone(value: number | null): string {
  if (value === null || value === 0) return '';
  return value > 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400';
}
