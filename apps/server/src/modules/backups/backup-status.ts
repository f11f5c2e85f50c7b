/** How this process's scheduled backups went, for /v1/health. */
export interface BackupStatus {
  status: 'ok' | 'failing';
  lastSuccessAt: string | null;
  lastFailureAt: string | null;
  /** The last failure's reason, until a backup succeeds again. */
  lastError: string | null;
}

const state: BackupStatus = {
  status: 'ok',
  lastSuccessAt: null,
  lastFailureAt: null,
  lastError: null,
};

export function recordBackupSuccess(at: Date): void {
  Object.assign(state, { status: 'ok', lastSuccessAt: at.toISOString(), lastError: null });
}

export function recordBackupFailure(at: Date, reason: string): void {
  Object.assign(state, { status: 'failing', lastFailureAt: at.toISOString(), lastError: reason });
}

export function backupStatus(): BackupStatus {
  return { ...state };
}
