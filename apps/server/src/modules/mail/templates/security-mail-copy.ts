/**
 * The words of the account-security mails (and the text message), in one place. `minutes`
 * becomes "1 hour", "24 hours" or "15 minutes".
 */
export function duration(minutes: number): string {
  if (minutes % 60 === 0) {
    const hours = minutes / 60;
    return hours === 1 ? '1 hour' : `${hours} hours`;
  }
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const SECURITY_EVENTS = [
  'phone_changed',
  'password_changed',
  'email_changed',
  /** Kept for notices queued before the events below said which change it was. */
  'mfa_changed',
  'mfa_turned_on',
  'mfa_turned_off',
  'authenticator_added',
  'authenticator_removed',
  'mfa_reset',
  'new_sign_in',
  'account_closed',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/** What a notice about a sign-in says about it: the browser or app, and when (UTC). */
interface SignInDetails {
  device?: string;
  at?: string;
}

/** "Firefox on Linux (Mozilla/5.0 …)" is too long for a mail: the user agent, cut to 120. */
const deviceText = (device: string | undefined) =>
  device ? (device.length > 120 ? `${device.slice(0, 117)}...` : device) : 'an unknown browser';
const timeText = (at: string | undefined) =>
  at ? `${at.slice(0, 16).replace('T', ' ')} UTC` : 'just now';

export const securityMailCopy = {
  recovery: (appName: string, minutes: number) => ({
    subject: `Reset your ${appName} password`,
    preview: `A link to choose a new ${appName} password.`,
    heading: 'Reset your password',
    intro: `We received a request to reset the password of your ${appName} account. Choose a new password with the button below. Every device signed in to your account will be signed out.`,
    buttonLabel: 'Reset password',
    expiry: `This link works for ${duration(minutes)} and only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  }),
  verification: (appName: string, minutes: number) => ({
    subject: `Verify your ${appName} e-mail address`,
    preview: 'Confirm that this e-mail address is yours.',
    heading: 'Verify your e-mail address',
    intro: `Please confirm that this address belongs to your ${appName} account.`,
    buttonLabel: 'Verify e-mail',
    expiry: `This link works for ${duration(minutes)} and only once.`,
    notYou: 'If you did not create an account, ignore this e-mail.',
  }),
  magicUrl: (appName: string, minutes: number) => ({
    subject: `Your ${appName} sign-in link`,
    preview: `Log in to ${appName} with one click.`,
    heading: 'Log in with one click',
    intro: `Use the button below to log in to ${appName}. No password needed.`,
    buttonLabel: 'Log in',
    expiry: `This link works for ${duration(minutes)} and only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail: nobody can log in without it.',
  }),
  signInCode: (appName: string, minutes: number) => ({
    subject: `Your ${appName} sign-in code`,
    preview: `Your one-time code to log in to ${appName}.`,
    heading: 'Your sign-in code',
    intro: `Enter this code to log in to ${appName}:`,
    expiry: `It works for ${duration(minutes)} and only once.`,
    notYou: 'If you did not ask for this, ignore this e-mail: nobody can log in without it.',
  }),
  mfaCode: (appName: string, minutes: number) => ({
    subject: `Your ${appName} verification code`,
    preview: 'Your one-time code to finish signing in.',
    heading: 'Confirm it is you',
    intro: `Enter this code to finish signing in to ${appName}:`,
    expiry: `It works for ${duration(minutes)} and only once.`,
    notYou:
      'If you did not try to sign in, someone knows your password: change it now from your profile.',
  }),
  signUpAttempt: (appName: string) => ({
    subject: `Someone tried to sign up to ${appName} with your e-mail`,
    preview: `A new ${appName} account was asked for with this address.`,
    heading: 'Someone tried to sign up with your e-mail',
    intro: `Someone tried to create a new ${appName} account with this e-mail address. It already has an account, so nothing was created and nothing changed. If it was you, log in, or choose a new password if you forgot yours.`,
    buttonLabel: 'Reset password',
    expiry: 'Your account, password and balances are unchanged.',
    notYou: 'If it was not you, there is nothing to do: nobody can log in without your password.',
  }),
  notice: (appName: string, event: SecurityEvent, details: SignInDetails = {}) => {
    if (event === 'new_sign_in') {
      return {
        subject: `${appName}: a new sign-in to your account`,
        preview: 'Your account was signed in to from a new device or browser.',
        heading: 'A new sign-in to your account',
        intro: `Your ${appName} account was signed in to from ${deviceText(details.device)} at ${timeText(details.at)}, a device or browser we had not seen on your account. If it was you, there is nothing to do. If it was not you, choose a new password with the button below at once: every device signed in to your account will be signed out, and contact support.`,
        buttonLabel: 'Secure my account',
        expiry: 'No money can leave your account without an administrator approving it.',
        notYou: 'We send this notice when your account is signed in to from a new device.',
      };
    }
    if (event === 'account_closed') {
      return {
        subject: `${appName}: your account was closed`,
        preview: `Your ${appName} account was closed.`,
        heading: 'Your account was closed',
        intro: `Your ${appName} account was closed just now: it was signed out everywhere and nobody can sign in to it. Your balance and records are kept. To reopen it, contact support from the button below: an administrator can reopen it, and you can then sign in (or reset your password) again.`,
        buttonLabel: 'Contact support',
        expiry: 'No money can leave your account while it is closed.',
        notYou:
          'If you did not close it, contact support at once: someone may have used your account.',
      };
    }
    const what = {
      phone_changed: 'The phone number of your account was changed',
      password_changed: 'The password of your account was changed',
      email_changed: 'The e-mail address of your account was changed',
      mfa_changed: 'The two-factor authentication of your account was changed',
      mfa_turned_on: 'Two-factor authentication was turned on for your account',
      mfa_turned_off: 'Two-factor authentication was turned off for your account',
      authenticator_added: 'An authenticator app was added to your account',
      authenticator_removed: 'The authenticator app was removed from your account',
      mfa_reset:
        'An administrator reset the two-factor authentication of your account (turned off, authenticator and recovery codes removed)',
    }[event];
    return {
      subject: `${appName}: ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
      preview: what,
      heading: what,
      intro: `${what} just now. If it was you, there is nothing to do. If it was not you, choose a new password with the button below at once: every device signed in to your account will be signed out, and contact support.`,
      buttonLabel: 'Secure my account',
      expiry: 'No money can leave your account without an administrator approving it.',
      notYou: 'We send this notice for every change to how your account signs in.',
    };
  },
  tradeMatured: (
    appName: string,
    plan: string,
    profit: string,
    capital: string,
    closed: boolean,
  ) =>
    closed
      ? {
          subject: `Your ${plan} trade is complete`,
          preview: `${profit} profit and ${capital} capital are back in your balance.`,
          heading: 'Your trade is complete',
          intro: `The term of your ${plan} plan is complete. The trade was closed and its profit of ${profit} and its capital of ${capital} were returned to your ${appName} balance.`,
          buttonLabel: 'View my dashboard',
          expiry: 'You can invest again or withdraw from your balance at any time.',
          notYou: 'Questions? Reply to this e-mail or contact support.',
        }
      : {
          subject: `Your ${plan} trade is complete: claim your profit`,
          preview: `Claim ${profit} of profit and your ${capital} capital.`,
          heading: 'Your trade is complete',
          intro: `The term of your ${plan} plan is complete. Claim your profit of ${profit} on your dashboard to return it and your capital of ${capital} to your ${appName} balance.`,
          buttonLabel: 'Claim my profit',
          expiry: 'Your trade earns nothing more until you claim.',
          notYou: 'Questions? Reply to this e-mail or contact support.',
        },
  /** An admin's message (decision 056): their subject and text, and where to read it again. */
  adminMessage: (appName: string, subject: string, message: string) => ({
    subject: `${subject} (${appName})`,
    preview: message.slice(0, 120),
    heading: subject,
    intro: message,
    buttonLabel: 'Open my account',
    expiry: `This message was sent by the ${appName} team and is also in your notifications.`,
    notYou: 'If you do not have an account with us, you can ignore this e-mail.',
  }),
  accountStatus: (appName: string, status: 'activated' | 'suspended', reason: string) =>
    status === 'activated'
      ? {
          subject: `Your ${appName} account is active`,
          preview: 'You can now deposit, invest and withdraw.',
          heading: 'Your account is active',
          intro: `An administrator activated your ${appName} account. You can now deposit, invest in a plan and withdraw.`,
          buttonLabel: 'Go to my dashboard',
          expiry: 'Sign in with the e-mail address and password you registered with.',
          notYou: 'If you did not create this account, reply to this e-mail.',
        }
      : {
          subject: `Your ${appName} account is suspended`,
          preview: 'An administrator suspended your account.',
          heading: 'Your account is suspended',
          intro: `An administrator suspended your ${appName} account${reason ? `: ${reason}` : '.'} While it is suspended you can sign in and see your balance, but not deposit, invest or withdraw. Your money stays in your account.`,
          buttonLabel: 'Contact support',
          expiry: 'Contact support to ask for your account to be reactivated.',
          notYou: 'Reply to this e-mail if you have questions.',
        },
  transactionDecision: (
    appName: string,
    kind: 'deposit' | 'withdrawal',
    outcome: 'approved' | 'rejected' | 'cancelled',
    amount: string,
    method: string,
    reference: string,
    reason: string,
  ) => {
    const what = `${kind === 'deposit' ? 'deposit' : 'withdrawal'} of ${amount} via ${method} (${reference})`;
    const why = reason ? ` Reason: ${reason}` : '';
    const copy = {
      approved: {
        subject: `Your ${kind} has been approved`,
        intro: `Your ${what} was approved and added to your ${appName} balance.`,
      },
      rejected: {
        subject: `Your ${kind} was rejected`,
        intro:
          kind === 'deposit'
            ? `Your ${what} was rejected: nothing was added to your balance.${why} Contact support if you think this is a mistake.`
            : `Your ${what} was rejected: nothing was sent, and the amount is available in your balance again.${why}`,
      },
      cancelled: {
        subject: 'Your withdrawal was cancelled',
        intro: `You cancelled your ${what}: nothing was sent, no fee was charged, and the amount is available in your balance again.`,
      },
    }[outcome];
    return {
      subject: copy.subject,
      preview: copy.intro,
      heading: copy.subject,
      intro: copy.intro,
      buttonLabel: 'View my transactions',
      expiry: `Reference ${reference}.`,
      notYou: 'Questions? Reply to this e-mail or contact support.',
    };
  },
  sms: (appName: string, code: string, minutes: number) =>
    `${appName}: your code is ${code}. It works for ${duration(minutes)}. Never share it.`,
};
