import nodemailer from 'nodemailer';
import { MailSendError, type MailTransport, type OutgoingMail } from './mail-transport.ts';

/**
 * SMTP through nodemailer (SMTP_URL, e.g. `smtps://user:pass@smtp.example.com:465`). One
 * connection per mail (low volume). The outbox id becomes the Message-ID, so a mail sent again
 * after a lost acknowledgement can be recognised as a duplicate by the receiving side.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async send(mail: OutgoingMail) {
      const domain = mail.from.email.split('@')[1] ?? 'localhost';
      try {
        const info = await transporter.sendMail({
          messageId: `<${mail.id}@${domain}>`,
          from: { name: mail.from.name, address: mail.from.email },
          to: { name: mail.to.name, address: mail.to.email },
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        if (info.rejected.length > 0)
          throw new MailSendError(`SMTP server rejected ${mail.to.email}`);
      } catch (error) {
        if (error instanceof MailSendError) throw error;
        const code = (error as { responseCode?: unknown }).responseCode;
        throw new MailSendError(
          `SMTP: ${error instanceof Error ? error.message : String(error)}`,
          typeof code === 'number' ? code : undefined,
        );
      }
    },
  };
}
