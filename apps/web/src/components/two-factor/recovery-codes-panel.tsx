import { messages } from '@copyvest/shared';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { appName } from '@/content/brand';

const t = messages.twoFactor;

/** Saves the codes as a text file. */
function download(codes: string[]) {
  const blob = new Blob([`${appName()} ${t.recoveryCodesTitle}\n\n${codes.join('\n')}\n`], {
    type: 'text/plain',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once, with copy and download. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t.recoveryCodesTitle}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.recoveryCodesIntro}</p>
      <ul
        aria-label={t.recoveryCodesTitle}
        className="grid grid-cols-1 gap-2 rounded-xl bg-slate-50 p-4 font-mono text-sm sm:grid-cols-2 dark:bg-slate-800/60"
      >
        {codes.map((code) => (
          <li key={code} className="text-slate-900 dark:text-slate-100">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={codes.join('\n')} label={t.copyCodes} />
        <Button variant="secondary" onClick={() => download(codes)}>
          <Download className="size-4" aria-hidden="true" />
          {t.downloadCodes}
        </Button>
        <Button onClick={onDone}>{t.savedCodes}</Button>
      </div>
    </div>
  );
}
