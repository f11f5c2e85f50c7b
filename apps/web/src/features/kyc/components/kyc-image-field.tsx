import { messages } from '@copyvest/shared';
import { useId, useState } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { labelStyles } from '@/components/ui/field-styles';
import { Spinner } from '@/components/ui/spinner';
import { uploadKycImage } from '@/features/kyc/api/kyc-api';
import { errorMessage } from '@/lib/error-message';

type KycImageFieldProps = {
  label: string;
  /** The uploaded file's id, or '' before an upload. */
  value: string;
  onChange: (fileId: string) => void;
  error?: string;
};

/**
 * One identity image: chosen from the device (a phone offers its camera), uploaded at once into
 * the private `kyc` bucket, previewed from the chosen file (the bytes never leave for a share link).
 */
export function KycImageField({ label, value, onChange, error }: KycImageFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();
  const shown = failure ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    setFailure(undefined);
    setBusy(true);
    try {
      onChange(await uploadKycImage(file));
      setPreview(URL.createObjectURL(file));
    } catch (caught) {
      onChange('');
      setPreview(null);
      setFailure(errorMessage(caught) || messages.kyc.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className={labelStyles}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          aria-invalid={shown ? true : undefined}
          disabled={busy}
          onChange={(event) => void choose(event.currentTarget.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-emerald-800 dark:text-slate-300 dark:file:bg-emerald-500/15 dark:file:text-emerald-300"
        />
        {busy && <Spinner />}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {messages.kyc.imageHint}
      </p>
      {preview && value && (
        <img
          src={preview}
          alt={label}
          className="mt-2 h-24 w-auto rounded-lg border object-cover"
        />
      )}
      <FieldError id={`${id}-error`} message={shown} />
    </div>
  );
}
