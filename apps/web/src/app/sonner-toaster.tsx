import { TOASTER } from '@copyvest/shared';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Phone widths: the forms' primary buttons sit at the bottom of the screen. */
const PHONE_QUERY = '(max-width: 639px)';

function subscribePhone(listener: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Where toasts go: bottom right on wider screens; on a phone, at the top, off the buttons. */
export function toasterPosition(phone: boolean) {
  return phone ? ('top-center' as const) : ('bottom-right' as const);
}

/** Sonner with the specification's constants (3 visible, 4 s, 356 px wide, gap 14, Alt+T). */
export default function SonnerToaster() {
  const { theme } = useTheme();
  const phone = useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
  return (
    <Toaster
      theme={theme}
      position={toasterPosition(phone)}
      visibleToasts={TOASTER.visibleToasts}
      duration={TOASTER.duration}
      gap={TOASTER.gap}
      hotkey={[...TOASTER.hotkey]}
      richColors
      closeButton
      style={{ '--width': `${TOASTER.width}px` } as CSSProperties}
    />
  );
}
