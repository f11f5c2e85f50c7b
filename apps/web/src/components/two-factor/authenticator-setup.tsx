import { messages, type TMfaType } from '@copyvest/shared';
import { QRCodeSVG } from 'qrcode.react';
import { CopyButton } from '@/components/ui/copy-button';
import { CodePrompt } from './code-prompt';

const t = messages.twoFactor;

/** Step 1 of setting up two-factor: scan the QR code (or type the key), confirm with a code. */
export function AuthenticatorSetup({
  authenticator,
  onConfirm,
  onCancel,
}: {
  authenticator: TMfaType;
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.scanQr}</p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="w-fit rounded-xl bg-white p-3 ring-1 ring-slate-200">
          <QRCodeSVG value={authenticator.uri} size={176} title={t.scanQr} />
        </div>
        <div className="min-w-0 space-y-2">
          <p className="text-sm font-medium text-slate-900 dark:text-white">{t.setupKey}</p>
          <code
            data-testid="totp-secret"
            className="block rounded-lg bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
          >
            {authenticator.secret}
          </code>
          <CopyButton text={authenticator.secret} label={t.copyKey} size="sm" />
        </div>
      </div>
      <CodePrompt
        intro={t.confirmWithCode}
        submitLabel={t.confirm}
        onCode={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
