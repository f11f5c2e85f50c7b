import { messages } from '@copyvest/shared';
import { useState } from 'react';
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

const sizes = {
  sm: 'size-8 text-xs',
  nav: 'size-9 text-sm',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
} as const;

export type AvatarSize = keyof typeof sizes;

type AvatarProps = {
  name: string;
  /** The avatar's preview URL (`users.avatar`), or null for none. */
  avatar: string | null | undefined;
  size?: AvatarSize;
  /** Hidden from screen readers when a surrounding control already names it. */
  decorative?: boolean;
  className?: string;
};

/**
 * A user's avatar through its preview URL (served with the session cookie: owners and admins may
 * read it), falling back to the initials when there is none or the image cannot load.
 */
export function Avatar({ name, avatar, size = 'md', decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = cn('shrink-0 rounded-full', sizes[size], className);
  const label = messages.files.avatarOf(name);
  if (avatar && failed !== avatar) {
    return (
      <img
        src={avatar}
        alt={decorative ? '' : label}
        className={cn(base, 'bg-slate-100 object-cover dark:bg-slate-800')}
        onError={() => setFailed(avatar)}
      />
    );
  }
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      className={cn(
        base,
        'flex items-center justify-center bg-emerald-700 font-semibold text-white',
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
