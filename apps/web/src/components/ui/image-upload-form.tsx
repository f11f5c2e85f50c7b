import {
  AVATAR_EXTENSIONS,
  AVATAR_MAX_BYTES,
  AVATAR_PREVIEW_PX,
  AVATAR_TYPES,
  messages,
} from '@copyvest/shared';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

type ImageUploadFormProps = {
  /** Called with the chosen image; the form shows "Uploading..." until the promise settles. */
  onUpload: (file: File) => Promise<unknown>;
  /** What a failed upload says inline when the server gave no reason of its own. */
  uploadFailed?: string;
};

const ACCEPT = [...AVATAR_TYPES, ...AVATAR_EXTENSIONS].join(',');

/** The spec's checks before anything is sent: png/jpg/jpeg only, under 2 MB. */
export function imageProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  const typeOk = (AVATAR_TYPES as readonly string[]).includes(file.type);
  const extensionOk = AVATAR_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!(file.type ? typeOk : extensionOk)) return messages.validation.imageType;
  if (file.size > AVATAR_MAX_BYTES) return messages.validation.imageTooLarge;
  return null;
}

/**
 * The shared image upload form: a picker while nothing is chosen, then a 150 × 150 preview with a
 * Remove button; an Upload button that reads "Uploading..." and is disabled while uploading.
 * Problems show as error toasts and inline, above Upload, where a toast could cover the form on a
 * phone (the server checks the same rules again). `uploadFailed`: the words for a failed upload.
 */
export function ImageUploadForm({ onUpload, uploadFailed }: ImageUploadFormProps) {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const labelId = useId();
  const hintId = useId();

  // The preview's object URL is released when the image is replaced, removed or unmounted.
  useEffect(() => {
    if (!chosen) return;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  // While uploading the Upload button is disabled, which drops its focus to the page; when the
  // upload is over and focus is still nowhere, it goes back to that button (a failure keeps the
  // form open), so the keyboard stays in the dialog.
  const wasUploading = useRef(false);
  useEffect(() => {
    const finished = wasUploading.current && !uploading;
    wasUploading.current = uploading;
    if (!finished) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body) submitRef.current?.focus();
  }, [uploading]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const found = imageProblem(picked);
    setProblem(found ?? undefined);
    if (found) {
      toast.error(found);
      return;
    }
    setChosen({ file: picked, url: URL.createObjectURL(picked) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    if (!chosen) {
      setProblem(messages.validation.selectImage);
      toast.error(messages.validation.selectImage);
      return;
    }
    setUploading(true);
    setProblem(undefined);
    try {
      await onUpload(chosen.file);
    } catch (error) {
      // The caller toasts the failure; it shows here too, and the image stays for another try.
      setProblem(uploadFailed ? errorMessage(error, uploadFailed) : errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col items-center gap-4">
      {chosen ? (
        <div className="flex flex-col items-center gap-3">
          <img
            src={chosen.url}
            alt={messages.files.selectedPreview}
            width={AVATAR_PREVIEW_PX}
            height={AVATAR_PREVIEW_PX}
            style={{ width: AVATAR_PREVIEW_PX, height: AVATAR_PREVIEW_PX }}
            className="rounded-full object-cover ring-1 ring-slate-200 dark:ring-slate-700"
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={uploading}
            onClick={() => {
              setChosen(null);
              // The picker comes back; keep focus in the form.
              requestAnimationFrame(() => inputRef.current?.focus());
            }}
          >
            {messages.files.remove}
          </Button>
        </div>
      ) : (
        <label className="flex w-full cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 transition-colors hover:border-emerald-500 hover:text-emerald-700 focus-within:border-emerald-500 focus-within:outline-2 focus-within:outline-emerald-500 dark:border-slate-700 dark:text-slate-300 dark:hover:text-emerald-400">
          <ImagePlus className="size-8" aria-hidden="true" />
          <span id={labelId} className="text-sm font-medium">
            {messages.files.chooseImage}
          </span>
          <span id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
            {messages.ui.uploadHint}
          </span>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            className="sr-only"
            onChange={choose}
          />
        </label>
      )}
      {problem && (
        <p
          role="alert"
          className="w-full rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-200"
        >
          {problem}
        </p>
      )}
      <Button ref={submitRef} type="submit" fullWidth busy={uploading}>
        {uploading ? messages.ui.uploading : messages.ui.upload}
      </Button>
    </form>
  );
}
