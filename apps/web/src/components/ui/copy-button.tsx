import { COPY_CONFIRM_MS, messages } from '@copyvest/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonSize, ButtonVariant } from '@/components/ui/button-styles';
import { toast } from '@/lib/toast';

/** Copies text to the clipboard; false when the browser refuses. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy (insecure context, denied permission).
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

type CopyButtonProps = {
  /** What to copy. */
  text: string;
  /** The button's accessible name, e.g. "Copy address"; also its text unless `shortLabel` is given. */
  label: string;
  /**
   * Visible text when it is shorter than `label` (a list of several addresses shows "Copy" on each,
   * and `label` names which one for screen readers).
   */
  shortLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** Copies `text`; its label reads "Copied" for 2 s (COPY_CONFIRM_MS) afterwards. */
export function CopyButton({
  text,
  label,
  shortLabel,
  variant = 'secondary',
  size = 'md',
  className,
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyToClipboard(text))) {
      toast.error(messages.money.copyFailed);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  }

  const Icon = copied ? Check : Copy;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={() => void copy()}
        aria-label={shortLabel !== undefined && !copied ? label : undefined}
      >
        <Icon className="size-4" aria-hidden="true" />
        {copied ? messages.ui.copied : (shortLabel ?? label)}
      </Button>
      <span role="status" className="sr-only">
        {copied ? messages.ui.copied : ''}
      </span>
    </>
  );
}
