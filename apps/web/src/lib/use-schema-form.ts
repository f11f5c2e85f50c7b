import { messages } from '@copyvest/shared';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { toast } from '@/lib/toast';

/** What a form needs of a (shared zod) schema: parse the values, or name what is wrong. */
export type FormSchema<TOutput> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: TOutput }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

type Options<TValues extends Record<string, string>, TOutput> = {
  defaultValues: TValues;
  /** Loads the schema on first use (focus or submit), so the page does not carry it. */
  loadSchema: () => Promise<FormSchema<TOutput>>;
  /** Fetches, on first focus too, what submitting will need (the SDK's chunk). */
  preload?: () => Promise<unknown>;
  onSubmit: (values: TOutput) => void;
};

/**
 * A small form state for the public sign-in and sign-up pages, where react-hook-form would be most
 * of the page's JavaScript (decision 006). Same behaviour as the other forms: validate on submit
 * with the shared schema, focus the first invalid field, then re-validate on every change.
 */
export function useSchemaForm<TValues extends Record<string, string>, TOutput>({
  defaultValues,
  loadSchema,
  preload,
  onSubmit,
}: Options<TValues, TOutput>) {
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<keyof TValues, string>>>({});
  const submitted = useRef(false);
  const schema = useRef<Promise<FormSchema<TOutput>> | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);

  const getSchema = () => {
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = undefined;
      throw error;
    });
    return schema.current;
  };

  async function validate(next: TValues): Promise<TOutput | undefined> {
    const result = (await getSchema()).safeParse(next);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const found: Partial<Record<keyof TValues, string>> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as keyof TValues;
      found[name] ??= issue.message;
    }
    setErrors(found);
    return undefined;
  }

  function setValue(name: keyof TValues, value: string) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted.current) void validate(next).catch(() => undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    let data: TOutput | undefined;
    try {
      data = await validate(values);
    } catch {
      toast.error(messages.errors.network); // the schema's chunk could not be loaded
      return;
    }
    if (data !== undefined) {
      onSubmit(data);
      return;
    }
    focusFirstInvalid();
  }

  function focusFirstInvalid() {
    // After React has rendered the messages, so the field is announced with its error.
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  }

  return {
    values,
    errors,
    setValue,
    /** Props for a text input bound to `name`. */
    field: (name: keyof TValues & string) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      error: errors[name],
    }),
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      onFocus: () => {
        void getSchema().catch(() => undefined);
        void preload?.().catch(() => undefined);
      },
    },
  };
}
