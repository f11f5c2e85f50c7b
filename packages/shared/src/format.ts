/** Dates are shown as MM/DD/YYYY (en-US), in the viewer's time zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});

export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit' });

/** A moment as MM/DD/YYYY hh:mm AM (en-US), in the viewer's time zone. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat.format(date)} ${timeFormat.format(date)}`;
}

const relativeFormat = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** How long ago `value` was, from `now`: "just now", "5 minutes ago", "3 days ago". */
export function formatAge(value: string | number | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeFormat.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return relativeFormat.format(-hours, 'hour');
  return relativeFormat.format(-Math.floor(hours / 24), 'day');
}

const rateFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 8,
});

/** A rate in US dollars per coin (a decimal string): "$64,000.00", "$0.00012345". */
export function formatRate(rate: string): string {
  const value = Number(rate);
  return Number.isFinite(value) ? rateFormat.format(value) : rate;
}

/** A countdown of `ms` as m:ss (or h:mm:ss past an hour); 0:00 when it is over. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}
