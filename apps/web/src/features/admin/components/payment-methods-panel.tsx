import {
  formatAge,
  formatRate,
  messages,
  NETWORK_LABELS,
  type TPaymentMethod,
} from '@copyvest/shared';
import { AlertTriangle, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { useDeletePaymentMethod } from '@/features/admin/api/delete-payment-method';
import { PaymentMethodModal } from '@/features/admin/components/payment-method-modal';
import { usePaymentMethods } from '@/lib/queries/payment-methods';

const t = messages.admin;

type Dialog =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; method: TPaymentMethod }
  | { kind: 'delete'; method: TPaymentMethod };

/** The wallet addresses users deposit to: cards with copy, edit and delete, and an Add modal. */
export function PaymentMethodsPanel() {
  const methods = usePaymentMethods();
  const remove = useDeletePaymentMethod();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });

  return (
    <Panel
      title={t.paymentMethods}
      actions={
        <Button size="sm" onClick={() => setDialog({ kind: 'add' })}>
          <Plus className="size-4" aria-hidden="true" />
          {t.addPaymentMethod}
        </Button>
      }
    >
      {methods.isPending ? (
        <LoadingState />
      ) : methods.isError ? (
        <ErrorState error={methods.error} onRetry={() => void methods.refetch()} />
      ) : methods.data.length === 0 ? (
        <EmptyState title={t.noPaymentMethods} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {methods.data.map((method) => (
            <li key={method.$id}>
              <PaymentMethodCard
                method={method}
                onEdit={() => setDialog({ kind: 'edit', method })}
                onDelete={() => setDialog({ kind: 'delete', method })}
              />
            </li>
          ))}
        </ul>
      )}

      <PaymentMethodModal
        open={dialog.kind === 'add' || dialog.kind === 'edit'}
        method={dialog.kind === 'edit' ? dialog.method : undefined}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog.kind === 'delete'}
        title={t.deletePaymentMethodTitle}
        description={dialog.kind === 'delete' ? t.deletePaymentMethodText(dialog.method.name) : ''}
        confirmLabel={t.delete}
        busy={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (dialog.kind !== 'delete') return;
          remove.mutate(dialog.method.$id, { onSuccess: close });
        }}
      />
    </Panel>
  );
}

function PaymentMethodCard({
  method,
  onEdit,
  onDelete,
}: {
  method: TPaymentMethod;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `payment-method-${method.$id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="truncate font-semibold text-slate-900 dark:text-white">
            {method.name}
          </h3>
          <p className="mt-0.5 font-mono text-xs tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {method.code}
          </p>
          {method.network ? (
            <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
              {NETWORK_LABELS[method.network]}
            </p>
          ) : (
            <p className="mt-1 flex items-start gap-1 text-xs text-amber-800 dark:text-amber-300">
              <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {messages.networks.networkNotSetWarning}
            </p>
          )}
          <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
            {method.rate && method.rateUpdatedAt
              ? messages.networks.rateValue(
                  formatRate(method.rate),
                  formatAge(method.rateUpdatedAt),
                )
              : messages.networks.rateNotSet}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t.editNamed(method.name)}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-label={t.deleteNamed(method.name)}
            className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="mt-3 flex-1 rounded-lg bg-slate-50 p-2.5 font-mono text-xs break-all text-slate-800 dark:bg-slate-800/60 dark:text-slate-200">
        {method.address}
      </p>
      <div className="mt-3">
        <CopyButton
          text={method.address}
          label={t.copyAddressOf(method.name)}
          shortLabel={t.copy}
          size="sm"
        />
      </div>
    </article>
  );
}
