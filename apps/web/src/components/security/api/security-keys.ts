/** Query keys of the account's own security data (the SDK's Account service). */
export const accountQueryKey = ['account'] as const;
export const sessionsQueryKey = ['account', 'sessions'] as const;
export const accountLogsQueryKey = ['account', 'logs'] as const;
