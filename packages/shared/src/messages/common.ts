export const common = {
  loading: 'Loading...',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  back: 'Go back',
  retry: 'Try again',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
