/** @jsxImportSource react */
import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { formatMoney } from '@copyvest/shared';
import type { Config } from '../../config.ts';
import { mailLogoUrl } from './mail-settings.ts';
import { type MailData, type MailTemplate, mailTemplates } from './mail-templates.ts';
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
): Promise<RenderedMail> {
  if (!(template in mailTemplates)) throw new Error(`unknown mail template "${template}"`);
  const { subject, element } = compose(config, template as MailTemplate, data);
  const html = await render(element);
  return { subject, html, text: toPlainText(html) };
}

function compose(
  config: Config,
  template: MailTemplate,
  data: unknown,
): { subject: string; element: ReactElement } {
  const appName = config.APP_NAME;
  const logoUrl = mailLogoUrl(config);
  if (template === 'welcome') {
    const { name } = mailTemplates.welcome.parse(data);
    const loginUrl = `${config.appUrl}/login`;
    return {
      subject: welcomeSubject(appName),
      element: <WelcomeEmail appName={appName} logoUrl={logoUrl} name={name} loginUrl={loginUrl} />,
    };
  }
  const withdrawal: MailData<typeof template> = mailTemplates[template].parse(data);
  const props = { ...withdrawal, appName, logoUrl, amount: formatMoney(withdrawal.amount) };
  return template === 'withdrawal-request'
    ? { subject: withdrawalRequestSubject, element: <WithdrawalRequestEmail {...props} /> }
    : { subject: withdrawalApprovedSubject, element: <WithdrawalApprovedEmail {...props} /> };
}
