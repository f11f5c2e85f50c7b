/** @jsxImportSource react */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { formatMoney } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { mailLogoUrl } from './mail-settings.ts';
import { type MailTemplate, mailTemplates } from './mail-templates.ts';
import { ActionLinkEmail } from './templates/action-link-email.tsx';
import { CodeEmail } from './templates/code-email.tsx';
import {
  ReconciliationAnomalyEmail,
  reconciliationAnomalySubject,
} from './templates/reconciliation-anomaly-email.tsx';
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
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
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
  if (template === 'sign-up-attempt') {
    const { name } = mailTemplates['sign-up-attempt'].parse(data);
    const copy = securityMailCopy.signUpAttempt(appName);
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={name}
          link={`${config.appUrl}/forgot-password`}
        />
      ),
    };
  }
  if (template === 'security-notice') {
    const { name, event, device, at } = mailTemplates['security-notice'].parse(data);
    const copy = securityMailCopy.notice(appName, event, { device, at });
    // A closed account cannot reset its password: the owner asks support to reopen it.
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={name}
          link={`${config.appUrl}/${event === 'account_closed' ? 'contact' : 'forgot-password'}`}
        />
      ),
    };
  }
  if (template === 'transaction-decision') {
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
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={mail.name}
          link={`${config.appUrl}/transactions`}
        />
      ),
    };
  }
  if (template === 'account-status') {
    const mail = mailTemplates['account-status'].parse(data);
    const copy = securityMailCopy.accountStatus(appName, mail.status, mail.reason);
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={mail.name}
          link={`${config.appUrl}${mail.status === 'activated' ? '/dashboard' : '/support'}`}
        />
      ),
    };
  }
  if (template === 'trade-matured') {
    const mail = mailTemplates['trade-matured'].parse(data);
    const copy = securityMailCopy.tradeMatured(
      appName,
      mail.planTitle,
      formatMoney(mail.profit),
      formatMoney(mail.capital),
      mail.closed,
    );
    return {
      subject: copy.subject,
      element: (
        <ActionLinkEmail
          {...copy}
          appName={appName}
          logoUrl={logoUrl}
          name={mail.name}
          link={`${config.appUrl}/dashboard`}
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
  const withdrawal = mailTemplates[template].parse(data);
  const props = { ...withdrawal, appName, logoUrl, amount: formatMoney(withdrawal.amount) };
  return template === 'withdrawal-request'
    ? { subject: withdrawalRequestSubject, element: <WithdrawalRequestEmail {...props} /> }
    : { subject: withdrawalApprovedSubject, element: <WithdrawalApprovedEmail {...props} /> };
}
