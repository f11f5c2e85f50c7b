/** @jsxImportSource react */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';

export interface WelcomeEmailProps {
  appName: string;
  logoUrl: string;
  name: string;
  /** `{APP_URL}/login`, behind the Start Trading button. */
  loginUrl: string;
}

export const welcomeSubject = (appName: string) => `Welcome to ${appName}`;

/** Sent at sign-up. */
export function WelcomeEmail({ appName, logoUrl, name, loginUrl }: WelcomeEmailProps) {
  return (
    <MailLayout
      appName={appName}
      logoUrl={logoUrl}
      title={welcomeSubject(appName)}
      preview={`Your ${appName} account has been created.`}
    >
      <Heading as="h1" style={s.heading}>
        {welcomeSubject(appName)}
      </Heading>
      <Text style={s.text}>{`Hi ${name},`}</Text>
      <Text style={s.text}>
        {`Thank you for joining ${appName}. Your account has been created and will be activated within 24 hours. Once it is active you can deposit, invest in a plan and copy the trades of experienced investors.`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={loginUrl} style={s.button}>
          Start Trading
        </Button>
      </Section>
      <Text style={s.text}>{`The ${appName} team`}</Text>
    </MailLayout>
  );
}
