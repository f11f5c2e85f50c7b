/**
 * The words of the identity-verification decision (decision 054) and the referral-commission
 * (decision 055) mails: each is words and one button into the app.
 */
export const referralMailCopy = {
  kycDecision: (appName: string, outcome: 'approved' | 'rejected', reason: string) =>
    outcome === 'approved'
      ? {
          subject: `Your identity on ${appName} is verified`,
          preview: 'Your identity verification was approved.',
          heading: 'Your identity is verified',
          intro: `An administrator approved your identity verification. You can now withdraw from your ${appName} balance.`,
          buttonLabel: 'Go to my dashboard',
          expiry: 'Nothing else is needed from you.',
          notYou: 'If you did not submit these documents, reply to this e-mail at once.',
        }
      : {
          subject: `Your identity verification on ${appName} was rejected`,
          preview: `Reason: ${reason}`,
          heading: 'Your identity verification was rejected',
          intro: `An administrator rejected your identity verification. Reason: ${reason}`,
          buttonLabel: 'Submit again',
          expiry: 'Correct what the reason names and submit your documents again.',
          notYou: 'If you did not submit these documents, reply to this e-mail at once.',
        },
  commission: (appName: string, amount: string, level: number, from: string) => ({
    subject: `You earned ${amount} of referral commission`,
    preview: `${from} made a deposit in your level ${level} network.`,
    heading: 'Referral commission received',
    intro: `${from}, in level ${level} of your referral network, made a deposit. Your commission of ${amount} was added to your ${appName} balance.`,
    buttonLabel: 'View my referrals',
    expiry: 'You earn a commission on every approved deposit in your network.',
    notYou: 'Questions? Reply to this e-mail or contact support.',
  }),
};
