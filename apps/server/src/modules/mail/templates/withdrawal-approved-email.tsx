/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';
import { WithdrawalDetails, type WithdrawalMailProps } from './withdrawal-details.tsx';

export const withdrawalApprovedSubject = 'Your withdrawal has been approved';

/** Sent when an admin approves a withdrawal. */
export function WithdrawalApprovedEmail(props: WithdrawalMailProps) {
  const { appName, logoUrl, name, amount, paymentMethod, txHash } = props;
  return (
    <MailLayout
      appName={appName}
      logoUrl={logoUrl}
      title={withdrawalApprovedSubject}
      preview={`Your withdrawal of ${amount} has been approved.`}
    >
      <Heading as="h1" style={s.heading}>
        Withdrawal approved
      </Heading>
      <Text style={s.text}>{`Hi ${name},`}</Text>
      <Text style={s.text}>
        {`Good news: your withdrawal of ${amount} via ${paymentMethod} has been approved, and the funds have been sent to your selected account.`}
      </Text>
      {txHash ? (
        <Text style={s.text}>
          The transaction hash below is the proof of payment: you can follow the transfer on the
          network's explorer.
        </Text>
      ) : null}
      <WithdrawalDetails {...props} />
      <Text style={s.text}>{`Thank you for investing with ${appName}.`}</Text>
    </MailLayout>
  );
}
