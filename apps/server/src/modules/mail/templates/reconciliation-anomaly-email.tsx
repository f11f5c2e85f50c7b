/** @jsxImportSource react */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';

export interface ReconciliationAnomalyEmailProps {
  appName: string;
  logoUrl: string;
  name: string;
  count: number;
  /** Anomaly codes, e.g. `figure_differs`. */
  kinds: string[];
  at: string;
  /** `{APP_URL}/admin/books`. */
  booksUrl: string;
}

export const reconciliationAnomalySubject = (appName: string) =>
  `${appName}: the books do not reconcile`;

/** Sent to every active admin when the reconciliation finds an anomaly (decision 037). */
export function ReconciliationAnomalyEmail(props: ReconciliationAnomalyEmailProps) {
  const { appName, logoUrl, name, count, kinds, at, booksUrl } = props;
  const subject = reconciliationAnomalySubject(appName);
  return (
    <MailLayout appName={appName} logoUrl={logoUrl} title={subject} preview={subject}>
      <Heading as="h1" style={s.heading}>
        The books do not reconcile
      </Heading>
      <Text style={s.text}>{`Hi ${name},`}</Text>
      <Text style={s.text}>
        {`The reconciliation of ${at} found ${count} ${count === 1 ? 'difference' : 'differences'} between the stored figures and the transfers (${kinds.join(', ')}). No money was moved by the check. Open the Books page to see which accounts and transactions are affected before approving further payouts.`}
      </Text>
      <Section style={{ margin: '24px 0' }}>
        <Button href={booksUrl} style={s.button}>
          Open the Books
        </Button>
      </Section>
      <Text style={s.text}>{`The ${appName} team`}</Text>
    </MailLayout>
  );
}
