/**
 * A tiny inline SVG line of a series (the ranking's index over the latest closes). An image with
 * an accessible name; a flat line with fewer than two points.
 */
export function Sparkline({
  values,
  label,
  width = 96,
  height = 28,
}: {
  values: readonly number[];
  label: string;
  width?: number;
  height?: number;
}) {
  const points = values.length >= 2 ? values : [values[0] ?? 0, values[0] ?? 0];
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = width / (points.length - 1);
  const path = points
    .map((value, i) => {
      const x = i * step;
      const y = height - 2 - ((value - min) / span) * (height - 4);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const rising = points[points.length - 1]! >= points[0]!;
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={
        rising ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400'
      }
    >
      <polyline
        points={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
