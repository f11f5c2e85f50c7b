import { formatDate, formatDateTime, messages } from '@copyvest/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { KycStatusBadge } from '@/components/kyc/kyc-status-badge';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { Panel } from '@/components/ui/panel';
import { TextField } from '@/components/ui/text-field';
import { kycImageUrl, useDecideKyc, useKycSubmission } from '@/features/kyc/api/kyc-api';

const k = messages.kyc;

/** /admin/kyc/:id: a submission's data and images, approved or rejected (with a reason). */
export function AdminKycReviewPage() {
  const { id = '' } = useParams();
  const submission = useKycSubmission(id);
  const decide = useDecideKyc(id);
  const [asking, setAsking] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  function askReject() {
    if (!reason.trim()) {
      setReasonError(k.reasonRequired);
      return;
    }
    setReasonError(undefined);
    setAsking('reject');
  }

  function confirm() {
    const decision =
      asking === 'approve'
        ? { outcome: 'approve' as const }
        : { outcome: 'reject' as const, reason: reason.trim() };
    decide.mutate(decision, { onSettled: () => setAsking(null) });
  }

  if (submission.isPending) return <LoadingState />;
  if (submission.isError) {
    return <ErrorState error={submission.error} onRetry={() => void submission.refetch()} />;
  }
  const s = submission.data;
  const images = [
    { label: k.front, id: s.documentFrontFileId },
    ...(s.documentBackFileId ? [{ label: k.back, id: s.documentBackFileId }] : []),
    { label: k.selfie, id: s.selfieFileId },
  ];
  const rows: [string, string][] = [
    [k.user, `${s.userName ?? ''} (${s.userEmail ?? ''})`],
    [messages.auth.fullName, s.fullName],
    [k.dateOfBirth, formatDate(`${s.dateOfBirth}T00:00:00Z`)],
    [k.address, s.address],
    [k.country, s.country],
    [k.documentType, k.documentTypes[s.documentType]],
    [k.documentNumber, s.documentNumber],
    [k.submittedAt, formatDateTime(s.$createdAt)],
    ...(s.reason ? ([[k.reason, s.reason]] as [string, string][]) : []),
  ];

  return (
    <>
      <BackButton fallback="/admin/kyc" className="mb-4" />
      <PageHeader title={k.reviewTitle(s.userName ?? s.fullName)} />
      <div className="space-y-6">
        <KycStatusBadge status={s.status} />
        <Panel title={k.title}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="font-medium break-words text-slate-900 dark:text-slate-100">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm">
            <Link
              to={`/admin/users/${s.userId}`}
              className="text-emerald-700 underline dark:text-emerald-400"
            >
              {k.user}
            </Link>
          </p>
        </Panel>
        <div className="grid gap-4 sm:grid-cols-3">
          {images.map((image) => (
            <figure key={image.id}>
              <a href={kycImageUrl(image.id, 1600)} target="_blank" rel="noreferrer">
                <img
                  src={kycImageUrl(image.id)}
                  alt={image.label}
                  className="h-48 w-full rounded-lg border object-contain"
                />
              </a>
              <figcaption className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {image.label}
              </figcaption>
            </figure>
          ))}
        </div>
        {s.status === 'pending' && (
          <Panel title={k.review}>
            <div className="space-y-4">
              <TextField
                label={k.reason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                error={reasonError}
                maxLength={500}
              />
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                <Button variant="danger" onClick={askReject}>
                  {k.reject}
                </Button>
                <Button onClick={() => setAsking('approve')}>{k.approve}</Button>
              </div>
            </div>
          </Panel>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'approve' ? k.approveTitle : k.rejectTitle}
        description={asking === 'approve' ? k.approveText : k.rejectText}
        confirmLabel={asking === 'approve' ? k.approve : k.reject}
        tone={asking === 'approve' ? 'primary' : 'danger'}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
