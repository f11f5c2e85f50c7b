import { COPY_CONFIRM_MS, messages } from '@copyvest/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Copies `text`; the label reads "Copied" for 2 s afterwards (and is announced). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(messages.admin.copyFailed);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        aria-label={copied ? undefined : label}
      >
        {copied ? (
          <Check className="size-4 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {copied ? messages.ui.copied : messages.admin.copy}
      </Button>
      <span className="sr-only" aria-live="polite">
        {copied ? messages.ui.copied : ''}
      </span>
    </>
  );
}
