/** Query keys of the account's own security data (the SDK's Account service). */
import { accountQueryRoot } from '@/lib/queries/query-roots';

export const accountQueryKey = accountQueryRoot;
export const sessionsQueryKey = [...accountQueryRoot, 'sessions'] as const;
export const accountLogsQueryKey = [...accountQueryRoot, 'logs'] as const;
