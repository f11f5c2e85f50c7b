/** @jsxImportSource react */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';

export interface ActionLinkEmailProps {
  appName: string;
  logoUrl: string;
  subject: string;
  preview: string;
  heading: string;
  name: string;
  intro: string;
  buttonLabel: string;
  /** The one-time link (it carries the secret). */
  link: string;
  /** e.g. "This link works for 1 hour and only once." */
  expiry: string;
  /** The security phrase the requester saw, if any. */
  phrase?: string;
  /** What to do if you did not ask for this. */
  notYou: string;
}

/** A mail whose point is one button with a one-time link (recovery, verification, magic link). */
export function ActionLinkEmail(props: ActionLinkEmailProps) {
  const { appName, logoUrl, subject, preview, heading, name, link } = props;
  return (
    <MailLayout appName={appName} logoUrl={logoUrl} title={subject} preview={preview}>
      <Heading as="h1" style={s.heading}>
        {heading}
      </Heading>
      <Text style={s.text}>{name ? `Hi ${name},` : 'Hi,'}</Text>
      <Text style={s.text}>{props.intro}</Text>
      {props.phrase ? <Text style={s.text}>{`Security phrase: ${props.phrase}`}</Text> : null}
      <Section style={{ margin: '24px 0' }}>
        <Button href={link} style={s.button}>
          {props.buttonLabel}
        </Button>
      </Section>
      <Text style={s.small}>
        {'If the button does not work, copy this address into your browser: '}
        <Link href={link} style={s.link}>
          {link}
        </Link>
      </Text>
      <Text style={s.text}>{props.expiry}</Text>
      <Text style={s.text}>{props.notYou}</Text>
      <Text style={s.text}>{`The ${appName} team`}</Text>
    </MailLayout>
  );
}
