/** A labelled checkbox with an optional line under it. */
export function CheckField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-emerald-700"
      />
      <span>
        <span className="font-medium">{label}</span>
        {hint && (
          <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">{hint}</span>
        )}
      </span>
    </label>
  );
}
