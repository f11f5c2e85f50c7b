/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';

export interface CodeEmailProps {
  appName: string;
  logoUrl: string;
  subject: string;
  preview: string;
  heading: string;
  name: string;
  intro: string;
  /** The one-time code, shown large. */
  code: string;
  expiry: string;
  phrase?: string;
  notYou: string;
}

/** A mail that carries a one-time code (sign-in code, second-factor code). */
export function CodeEmail(props: CodeEmailProps) {
  const { appName, logoUrl, subject, preview, heading, name } = props;
  return (
    <MailLayout appName={appName} logoUrl={logoUrl} title={subject} preview={preview}>
      <Heading as="h1" style={s.heading}>
        {heading}
      </Heading>
      <Text style={s.text}>{name ? `Hi ${name},` : 'Hi,'}</Text>
      <Text style={s.text}>{props.intro}</Text>
      {props.phrase ? <Text style={s.text}>{`Security phrase: ${props.phrase}`}</Text> : null}
      <Section style={s.details}>
        <Text style={s.code}>{props.code}</Text>
      </Section>
      <Text style={s.text}>{props.expiry}</Text>
      <Text style={s.text}>{props.notYou}</Text>
      <Text style={s.text}>{`The ${appName} team`}</Text>
    </MailLayout>
  );
}
