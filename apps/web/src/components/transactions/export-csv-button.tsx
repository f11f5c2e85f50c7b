import { messages } from '@copyvest/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/toast-failure';

const t = messages.transactionDetail;

/** "Export CSV": runs the list's export (a download of the list with its current filters). */
export function ExportCsvButton({
  onExport,
  className,
}: {
  onExport: () => Promise<void>;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await onExport();
    } catch (error) {
      toastFailure(t.exportFailed, error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" className={className} busy={busy} onClick={() => void run()}>
      {!busy && <Download className="size-4" aria-hidden="true" />}
      {busy ? t.exporting : t.exportCsv}
    </Button>
  );
}
