export const common = {
  loading: 'Loading...',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Go back',
  retry: 'Try again',
  /** Data that failed to load once and is being asked again (the spec's three retries). */
  retryingLoad: (attempt: number, of: number) =>
    `Some data could not be loaded. Trying again (attempt ${attempt} of ${of})...`,
  retryNow: 'Retry now',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
