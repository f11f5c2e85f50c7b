import { cn } from '@/lib/cn';

/** Up to two initials from a name: "Ada Lovelace" → "AL". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

/** The avatar image when there is one, else the initials on an emerald disc. Decorative. */
export function UserAvatar({
  name,
  avatar,
  className,
}: {
  name: string;
  avatar: string | null;
  className?: string;
}) {
  const base = cn('size-9 shrink-0 rounded-full', className);
  if (avatar) return <img src={avatar} alt="" className={cn(base, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        base,
        'flex items-center justify-center bg-emerald-700 text-sm font-semibold text-white',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
