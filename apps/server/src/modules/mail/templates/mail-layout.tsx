/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

export interface MailLayoutProps {
  appName: string;
  logoUrl: string;
  /** The subject, also the page title when the mail is opened in a browser. */
  title: string;
  /** The line mail clients show next to the subject. */
  preview: string;
  children: ReactNode;
}

/** What every mail shares: at most 600 px wide, the logo on top, the copyright line below. */
export function MailLayout({ appName, logoUrl, title, preview, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={header}>
            <Img src={logoUrl} width="48" height="48" alt={appName} />
          </Section>
          <Section style={content}>{children}</Section>
          <Section style={footerSection}>
            <Hr style={rule} />
            <Text style={footer}>{`© 2024 ${appName}. All rights reserved.`}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const body = {
  margin: 0,
  padding: '24px 0',
  backgroundColor: '#f4f5f7',
  fontFamily: '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  color: '#1f2937',
};
const container = {
  maxWidth: '600px',
  width: '100%',
  margin: '0 auto',
  backgroundColor: '#ffffff',
  borderRadius: '8px',
};
const header = { padding: '24px 32px 0' };
const content = { padding: '8px 32px 8px' };
const footerSection = { padding: '8px 32px 24px' };
const rule = { borderColor: '#e5e7eb', margin: '0 0 16px' };
const footer = { fontSize: '12px', color: '#6b7280', margin: 0 };

export const mailStyles = {
  heading: { fontSize: '22px', fontWeight: 700, margin: '16px 0 8px' },
  text: { fontSize: '15px', lineHeight: '24px', margin: '12px 0' },
  detailLabel: { fontSize: '13px', color: '#6b7280', margin: '8px 0 0' },
  detailValue: { fontSize: '16px', fontWeight: 600, margin: '0 0 4px' },
  details: {
    backgroundColor: '#f9fafb',
    borderRadius: '6px',
    padding: '8px 16px',
    margin: '16px 0',
  },
  small: { fontSize: '13px', lineHeight: '20px', color: '#6b7280', margin: '12px 0' },
  link: { color: '#059669', wordBreak: 'break-all' },
  code: {
    fontSize: '32px',
    fontWeight: 700,
    letterSpacing: '8px',
    textAlign: 'center',
    margin: '8px 0',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  button: {
    backgroundColor: '#059669',
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 24px',
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
  },
} as const;
