/** The words of the copy-trading mails (decision 043): a copy started, funds added, a copy closed. */
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
  fundsAdded: (appName: string, trader: string, amount: string, equity: string) => ({
    subject: `You added ${amount} to your copy of ${trader}`,
    preview: `${amount} moved from your balance to your copy of ${trader}.`,
    heading: 'Funds added to your copy',
    intro: `${amount} moved from your ${appName} balance to your copy of ${trader}. The copy's equity is now ${equity}.`,
    buttonLabel: 'View my copies',
    expiry: 'You can pause or stop the copy at any time.',
    notYou: 'If you did not add these funds, contact support at once.',
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
