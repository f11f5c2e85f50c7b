import { messages, type TReportKind, type TReportRange } from '@copyvest/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadReport } from '@/features/admin/api/get-reports';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

const t = messages.reports;

/** Downloads one report of the range as CSV. */
export function ReportDownloadButton({
  report,
  range,
}: {
  report: TReportKind;
  range: TReportRange;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReport(report, range);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} onClick={() => void download()}>
      <Download className="size-4" aria-hidden="true" />
      {t.download(t.csvNames[report])}
    </Button>
  );
}
