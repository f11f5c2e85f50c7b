/** What the server, the scripts and other modules use of backups; the rest of the folder is its own. */
export { backupStatus } from './backup-status.ts';
export { startBackupTimer } from './backup-timer.ts';
export { createBackup } from './create-backup.ts';
export { BackupError } from './manifest.ts';
export { openArchive } from './open-archive.ts';
export { restoreArchive } from './restore-archive.ts';
export { serverKeyFilesOf } from './server-key-files.ts';
export { downloadArchive, s3PlaceOf, uploadArchive } from './s3-target.ts';
