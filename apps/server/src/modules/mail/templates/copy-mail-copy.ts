/** The words of the copy-trading mails (decision 043): a copy started, a copy closed. */
export const copyMailCopy = {
  started: (appName: string, trader: string, amount: string) => ({
    subject: `You are copying ${trader}`,
    preview: `${amount} moved from your balance to your copy of ${trader}.`,
    heading: `You are copying ${trader}`,
    intro: `${amount} moved from your ${appName} balance to your copy of ${trader}. Every position ${trader} opens from now on is mirrored on your copy's equity, and each close settles into it.`,
    buttonLabel: 'View my copies',
    expiry: 'You can pause, add funds or stop the copy at any time.',
    notYou: 'If you did not start this copy, contact support at once.',
  }),
  closed: (appName: string, trader: string, returned: string) => ({
    subject: `Your copy of ${trader} is closed`,
    preview: `${returned} is back in your balance.`,
    heading: 'Your copy is closed',
    intro: `Your copy of ${trader} is closed and its equity of ${returned} was returned to your ${appName} balance.`,
    buttonLabel: 'View my copies',
    expiry: 'You can copy a trader again at any time.',
    notYou: 'Questions? Reply to this e-mail or contact support.',
  }),
};
