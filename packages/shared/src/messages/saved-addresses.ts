import { SAVED_ADDRESSES_PER_METHOD, SAVED_ADDRESS_LABEL_MAX } from '../constants.ts';

/** Saved withdrawal addresses (decision 030): the withdrawal form's picker and their management. */
export const savedAddresses = {
  title: 'Saved addresses',
  description:
    'Wallet addresses you withdraw to, per payment method. Pick one in the withdrawal form instead of typing it.',
  manage: 'Manage saved addresses',
  addTitle: 'Add an address',
  pickerLabel: 'Saved address',
  pickerNew: 'Enter a new address',
  saveThis: 'Save this address for next time',
  labelField: 'Label (optional)',
  labelPlaceholder: 'e.g. My hardware wallet',
  add: 'Save address',
  adding: 'Saving...',
  rename: 'Rename',
  renameFor: (name: string) => `Rename ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteFor: (name: string) => `Delete ${name}`,
  deleteTitle: 'Delete this saved address?',
  deleteText: (address: string) =>
    `${address} is removed from your saved addresses. Withdrawals already made to it are not affected.`,
  empty:
    'No saved addresses yet. Add one below, or tick "Save this address for next time" when you withdraw.',
  noLabel: 'No label',
  count: (count: number) => `${count} of ${SAVED_ADDRESSES_PER_METHOD}`,
  saved: 'Address saved',
  renamed: 'Label updated',
  deleted: 'Address deleted',
  saveFailed: 'Failed to save the address',
  renameFailed: 'Failed to update the label',
  deleteFailed: 'Failed to delete the address',
  notFound: 'Saved address not found',
  alreadySaved: 'You have already saved this address for this payment method',
  limitReached: `You can save up to ${SAVED_ADDRESSES_PER_METHOD} addresses for one payment method. Delete one first.`,
  labelTooLong: `Label must be at most ${SAVED_ADDRESS_LABEL_MAX} characters`,
  labelInvalid: 'Label must be text',
} as const;
