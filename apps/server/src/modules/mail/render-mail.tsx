/** @jsxImportSource react */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney, messages } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { mailLogoUrl } from './mail-settings.ts';
import { toPlainText } from './plain-text.ts';
import { type MailTemplate, mailTemplates } from './mail-templates.ts';
import { ActionLinkEmail, type ActionLinkEmailProps } from './templates/action-link-email.tsx';
import { CodeEmail } from './templates/code-email.tsx';
import {
  ReconciliationAnomalyEmail,
  reconciliationAnomalySubject,
} from './templates/reconciliation-anomaly-email.tsx';
import { copyMailCopy } from './templates/copy-mail-copy.ts';
import { referralMailCopy } from './templates/referral-mail-copy.ts';
import { securityMailCopy } from './templates/security-mail-copy.ts';
import { WelcomeEmail, welcomeSubject } from './templates/welcome-email.tsx';
import {
  WithdrawalApprovedEmail,
  withdrawalApprovedSubject,
} from './templates/withdrawal-approved-email.tsx';
import {
  WithdrawalRequestEmail,
  withdrawalRequestSubject,
} from './templates/withdrawal-request-email.tsx';

/** The words of a mail with one button, who it greets and where the button leads in the app. */
interface LinkMail {
  copy: Omit<ActionLinkEmailProps, 'appName' | 'logoUrl' | 'name' | 'link' | 'phrase'>;
  name: string;
  path: string;
}

/** The mails that are words and one button into the app, by template. */
const LINK_MAILS = {
  'sign-up-attempt': (data, appName) => ({
    copy: securityMailCopy.signUpAttempt(appName),
    name: mailTemplates['sign-up-attempt'].parse(data).name,
    path: '/forgot-password',
  }),
  'security-notice': (data, appName) => {
    const { name, event, device, at } = mailTemplates['security-notice'].parse(data);
    // A closed account cannot reset its password: the owner asks support to reopen it.
    const path = event === 'account_closed' ? '/contact' : '/forgot-password';
    return { copy: securityMailCopy.notice(appName, event, { device, at }), name, path };
  },
  'transaction-decision': (data, appName) => {
    const mail = mailTemplates['transaction-decision'].parse(data);
    const copy = securityMailCopy.transactionDecision(
      appName,
      mail.kind,
      mail.outcome,
      formatMoney(mail.amount),
      mail.paymentMethod,
      mail.transactionId,
      mail.reason,
    );
    return { copy, name: mail.name, path: '/transactions' };
  },
  'admin-message': (data, appName) => {
    const mail = mailTemplates['admin-message'].parse(data);
    return {
      copy: securityMailCopy.adminMessage(appName, mail.subject, mail.message),
      name: mail.name,
      path: '/dashboard',
    };
  },
  'account-status': (data, appName) => {
    const mail = mailTemplates['account-status'].parse(data);
    return {
      copy: securityMailCopy.accountStatus(appName, mail.status, mail.reason),
      name: mail.name,
      path: mail.status === 'activated' ? '/dashboard' : '/support',
    };
  },
  'trade-matured': (data, appName) => {
    const mail = mailTemplates['trade-matured'].parse(data);
    const copy = securityMailCopy.tradeMatured(
      appName,
      mail.planTitle,
      formatMoney(mail.profit),
      formatMoney(mail.capital),
      mail.closed,
    );
    return { copy, name: mail.name, path: '/dashboard' };
  },
  'copy-started': (data, appName) => {
    const mail = mailTemplates['copy-started'].parse(data);
    return {
      copy: copyMailCopy.started(appName, mail.traderName, formatMoney(mail.amount)),
      name: mail.name,
      path: '/copying',
    };
  },
  'copy-funds-added': (data, appName) => {
    const mail = mailTemplates['copy-funds-added'].parse(data);
    return {
      copy: copyMailCopy.fundsAdded(
        appName,
        mail.traderName,
        formatMoney(mail.amount),
        formatMoney(mail.equity),
      ),
      name: mail.name,
      path: '/copying',
    };
  },
  'ticket-reply': (data) => {
    const mail = mailTemplates['ticket-reply'].parse(data);
    const t = messages.tickets;
    return {
      copy: {
        subject: t.mailSubject(mail.subject),
        preview: t.mailPreview,
        heading: t.mailHeading,
        intro: t.mailIntro(mail.subject),
        buttonLabel: t.mailButton,
        expiry: t.mailFooter,
        notYou: t.mailNotYou,
      },
      name: mail.name,
      path: `/support/tickets/${encodeURIComponent(mail.ticketId)}`,
    };
  },
  'copy-closed': (data, appName) => {
    const mail = mailTemplates['copy-closed'].parse(data);
    return {
      copy: copyMailCopy.closed(appName, mail.traderName, formatMoney(mail.returned)),
      name: mail.name,
      path: '/copying',
    };
  },
  'kyc-decision': (data, appName) => {
    const mail = mailTemplates['kyc-decision'].parse(data);
    return {
      copy: referralMailCopy.kycDecision(appName, mail.outcome, mail.reason),
      name: mail.name,
      path: mail.outcome === 'approved' ? '/dashboard' : '/kyc',
    };
  },
  'referral-commission': (data, appName) => {
    const mail = mailTemplates['referral-commission'].parse(data);
    return {
      copy: referralMailCopy.commission(appName, formatMoney(mail.amount), mail.level, mail.from),
      name: mail.name,
      path: '/referrals',
    };
  },
} satisfies Partial<Record<MailTemplate, (data: unknown, appName: string) => LinkMail>>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders an outbox mail (template name and stored data) to subject, HTML and plain text.
 * Runs in the mail worker at send time, never in a request.
 */
export async function renderMail(
  config: Config,
  template: string,
  data: unknown,
  /** Opens the links and codes sealed in the outbox (the server's `secrets.open`). */
  open: (sealed: string) => string = () => {
    throw new Error('this mail carries a sealed secret: pass `open`');
  },
): Promise<RenderedMail> {
  if (!(template in mailTemplates)) throw new Error(`unknown mail template "${template}"`);
  if (template === 'sms-code') {
    const sms = mailTemplates['sms-code'].parse(data);
    const text = securityMailCopy.sms(config.APP_NAME, open(sms.code.sealed), sms.minutes);
    return { subject: '', html: '', text };
  }
  const { subject, element } = compose(
    config,
    template as Exclude<MailTemplate, 'sms-code'>,
    data,
    open,
  );
  const html = renderDocument(element);
  return { subject, html, text: toPlainText(html) };
}

/** The doctype react-email's `render` gives a mail: XHTML 1.0 Transitional. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's HTML document: React's synchronous static renderer, as the templates never suspend
 * (decision 065). react-email's `render` streams through a Suspense boundary: the same markup plus
 * React's boundary comments, at two to three times the cost (0.47 against 0.15 ms a mail).
 */
function renderDocument(element: ReactElement): string {
  return DOCTYPE + renderToStaticMarkup(element);
}

function compose(
  config: Config,
  template: Exclude<MailTemplate, 'sms-code'>,
  data: unknown,
  open: (sealed: string) => string,
): { subject: string; element: ReactElement } {
  const appName = config.APP_NAME;
  const logoUrl = mailLogoUrl(config);
  if (template === 'recovery' || template === 'verification' || template === 'magic-url') {
    const mail = mailTemplates[template].parse(data);
    const copy =
      template === 'recovery'
        ? securityMailCopy.recovery(appName, mail.minutes)
        : template === 'verification'
          ? securityMailCopy.verification(appName, mail.minutes)
          : securityMailCopy.magicUrl(appName, mail.minutes);
    const phrase = 'phrase' in mail ? String(mail.phrase) : undefined;
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={mail.name}
          link={open(mail.link.sealed)}
          phrase={phrase}
        />
      ),
    };
  }
  if (template === 'sign-in-code' || template === 'mfa-code') {
    const mail = mailTemplates[template].parse(data);
    const copy =
      template === 'sign-in-code'
        ? securityMailCopy.signInCode(appName, mail.minutes)
        : securityMailCopy.mfaCode(appName, mail.minutes);
    return {
      subject: copy.subject,
      element: (
        <CodeEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={mail.name}
          code={open(mail.code.sealed)}
          phrase={mail.phrase}
        />
      ),
    };
  }
  const linkMail = LINK_MAILS[template as keyof typeof LINK_MAILS];
  if (linkMail) {
    const { copy, name, path } = linkMail(data, appName);
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={name}
          link={`${config.appUrl}${path}`}
        />
      ),
    };
  }
  if (template === 'welcome') {
    const { name } = mailTemplates.welcome.parse(data);
    const loginUrl = `${config.appUrl}/login`;
    return {
      subject: welcomeSubject(appName),
      element: <WelcomeEmail appName={appName} logoUrl={logoUrl} name={name} loginUrl={loginUrl} />,
    };
  }
  if (template === 'reconciliation-anomaly') {
    const mail = mailTemplates[template].parse(data);
    return {
      subject: reconciliationAnomalySubject(appName),
      element: (
        <ReconciliationAnomalyEmail
          {...mail}
          appName={appName}
          logoUrl={logoUrl}
          booksUrl={`${config.appUrl}/admin/books`}
        />
      ),
    };
  }
  if (template !== 'withdrawal-request' && template !== 'withdrawal-approved') {
    throw new Error(`mail template "${template}" has no layout`);
  }
  const withdrawal = mailTemplates[template].parse(data);
  const props = { ...withdrawal, appName, logoUrl, amount: formatMoney(withdrawal.amount) };
  return template === 'withdrawal-request'
    ? { subject: withdrawalRequestSubject, element: <WithdrawalRequestEmail {...props} /> }
    : { subject: withdrawalApprovedSubject, element: <WithdrawalApprovedEmail {...props} /> };
}
