import type { Config } from '../../config.ts';
import type { MailAddress } from './mail-templates.ts';

/** The sender of every mail: MAIL_FROM_NAME (default APP_NAME) and MAIL_FROM_EMAIL. */
export function mailSender(config: Config): MailAddress {
  return { name: config.MAIL_FROM_NAME ?? config.APP_NAME, email: config.MAIL_FROM_EMAIL };
}

/**
 * The logo at the top of every mail: MAIL_LOGO_URL, default the app's PNG logo (`/mail-logo.png`,
 * the favicon at 96 px). Not the SVG favicon: many mail clients show no SVG, and a web mail reader
 * on another origin was refused it (Cross-Origin-Resource-Policy); the PNG is served cross-origin.
 */
const MAIL_LOGO_PATH = '/mail-logo.png';

export function mailLogoUrl(config: Config): string {
  return config.MAIL_LOGO_URL ?? `${config.appUrl}${MAIL_LOGO_PATH}`;
}
