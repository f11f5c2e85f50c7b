import { TOASTER } from '@copyvest/shared';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Sonner with the specification's constants (3 visible, 4 s, 356 px wide, gap 14, Alt+T). */
export default function SonnerToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
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
