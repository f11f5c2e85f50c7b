/** An admin's tools on a user's page (decision 056): sign-ins, notes and a message. */
export const userTools = {
  loginsTitle: 'Sign-in history',
  loginsEmpty: 'No sign-ins recorded yet.',
  loginsHint:
    'Successful sign-ins from the account’s security log; failed attempts are counted, not logged.',
  loginColumns: {
    time: 'Time',
    ip: 'IP address',
    device: 'Device',
    outcome: 'Outcome',
  },
  loginSucceeded: 'Signed in',
  notesTitle: 'Admin notes',
  notesHint: 'Only admins see these notes; the user never does.',
  notesEmpty: 'No notes yet.',
  noteLabel: 'New note',
  addNote: 'Add note',
  noteAdded: 'Note added',
  noteRequired: 'Please write a note',
  noteBy: (name: string, time: string) => `${name}, ${time}`,
  formerAdmin: 'A former admin',
  messageTitle: 'Message this user',
  messageHint:
    'Sends an e-mail and an in-app notification; the action is recorded in the audit log.',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please write a message',
  send: 'Send message',
  confirmTitle: 'Send this message?',
  confirmText: (email: string) =>
    `An e-mail goes to ${email} and a notification appears in their account. It cannot be taken back.`,
  messageSent: 'Message sent',
  sortLabel: 'Sort by',
  sorts: {
    newest: 'Newest first',
    balance_desc: 'Balance, highest first',
    balance_asc: 'Balance, lowest first',
    status: 'Status, inactive first',
  },
  balanceColumn: 'Balance',
} as const;
