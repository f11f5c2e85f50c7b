import {
  KYC_DOCUMENT_TYPES,
  messages,
  type TKycDocumentType,
  type TKycSubmissionInput,
  ZKycSubmissionInput,
} from '@copyvest/shared';
import { type FormEvent, useState } from 'react';
import { CountryPicker } from '@/components/country-picker/country-picker';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useSubmitKyc } from '@/features/kyc/api/kyc-api';
import { KycImageField } from '@/features/kyc/components/kyc-image-field';

const k = messages.kyc;

type Values = {
  fullName: string;
  dateOfBirth: string;
  address: string;
  country: string;
  documentType: TKycDocumentType;
  documentNumber: string;
  documentFrontFileId: string;
  documentBackFileId: string;
  selfieFileId: string;
};

type Errors = Partial<Record<keyof Values, string>>;

/**
 * The identity verification form (decision 054): one column on a phone, two from `sm`. The images
 * upload as they are chosen; the form checks itself with the shared schema before it is sent.
 */
export function KycForm({ initial }: { initial?: Partial<Values> }) {
  const submit = useSubmitKyc();
  const [values, setValues] = useState<Values>({
    fullName: '',
    dateOfBirth: '',
    address: '',
    country: '',
    documentType: 'passport',
    documentNumber: '',
    documentFrontFileId: '',
    documentBackFileId: '',
    selfieFileId: '',
    ...initial,
  });
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const needsBack = values.documentType !== 'passport';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input: Record<string, unknown> = { ...values };
    if (!needsBack || !values.documentBackFileId) delete input.documentBackFileId;
    const found: Errors = {};
    if (!values.documentFrontFileId) found.documentFrontFileId = k.fileRequired;
    if (!values.selfieFileId) found.selfieFileId = k.fileRequired;
    const parsed = ZKycSubmissionInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Values;
        if (key.endsWith('FileId')) found[key] ??= k.fileRequired;
        else found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    submit.mutate(parsed.data as TKycSubmissionInput);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={messages.auth.fullName}
        autoComplete="name"
        value={values.fullName}
        onChange={(e) => set('fullName', e.target.value)}
        error={errors.fullName}
        className="sm:col-span-2"
      />
      <TextField
        label={k.dateOfBirth}
        type="date"
        autoComplete="bday"
        value={values.dateOfBirth}
        onChange={(e) => set('dateOfBirth', e.target.value)}
        error={errors.dateOfBirth}
      />
      <CountryPicker
        label={k.country}
        value={values.country}
        onChange={(country) => set('country', country)}
        error={errors.country}
      />
      <TextField
        label={k.address}
        autoComplete="street-address"
        value={values.address}
        onChange={(e) => set('address', e.target.value)}
        error={errors.address}
        className="sm:col-span-2"
      />
      <SelectField
        label={k.documentType}
        value={values.documentType}
        onChange={(e) => set('documentType', e.target.value as TKycDocumentType)}
      >
        {KYC_DOCUMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {k.documentTypes[type]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={k.documentNumber}
        value={values.documentNumber}
        onChange={(e) => set('documentNumber', e.target.value)}
        error={errors.documentNumber}
      />
      <KycImageField
        label={k.front}
        value={values.documentFrontFileId}
        onChange={(id) => set('documentFrontFileId', id)}
        error={errors.documentFrontFileId}
      />
      {needsBack && (
        <KycImageField
          label={k.back}
          value={values.documentBackFileId}
          onChange={(id) => set('documentBackFileId', id)}
          error={errors.documentBackFileId}
        />
      )}
      <KycImageField
        label={k.selfie}
        value={values.selfieFileId}
        onChange={(id) => set('selfieFileId', id)}
        error={errors.selfieFileId}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={submit.isPending} fullWidth>
          {submit.isPending ? k.submitting : k.submit}
        </Button>
      </div>
    </form>
  );
}
