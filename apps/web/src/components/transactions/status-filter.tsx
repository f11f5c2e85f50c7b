import { messages, type TTransactionStatus, ZTransactionStatus } from '@copyvest/shared';
import { SelectField } from '@/components/ui/select-field';

export type StatusFilterValue = TTransactionStatus | 'all';

const t = messages.transactionList;

/** All / Pending / Success / Failed, each with what it covers in the rows' words. */
export function StatusFilter({
  value,
  onChange,
  label = t.statusFilter,
  className,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  label?: string;
  className?: string;
}) {
  return (
    <SelectField
      label={label}
      hideLabel
      size="sm"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
      className={className}
    >
      <option value="all">{t.allStatuses}</option>
      {ZTransactionStatus.options.map((status) => (
        <option key={status} value={status}>
          {t.statusFilterOption[status]}
        </option>
      ))}
    </SelectField>
  );
}

/** The list filter for a select value: no status for "all". */
export function statusOf(value: StatusFilterValue): TTransactionStatus | undefined {
  return value === 'all' ? undefined : value;
}
