/** @jsxImportSource react */
import { Heading } from '@react-email/heading';
import { Text } from '@react-email/text';
import { MailLayout, mailStyles as s } from './mail-layout.tsx';
import { WithdrawalDetails, type WithdrawalMailProps } from './withdrawal-details.tsx';

export const withdrawalRequestSubject = 'Your withdrawal request is being processed';

/** Sent when a user asks for a withdrawal (it is pending until an admin decides). */
export function WithdrawalRequestEmail(props: WithdrawalMailProps) {
  const { appName, logoUrl, name, amount, paymentMethod } = props;
  return (
    <MailLayout
      appName={appName}
      logoUrl={logoUrl}
      title={withdrawalRequestSubject}
      preview={`We received your request to withdraw ${amount}.`}
    >
      <Heading as="h1" style={s.heading}>
        Withdrawal request received
      </Heading>
      <Text style={s.text}>{`Hi ${name},`}</Text>
      <Text style={s.text}>
        {`We have received your request to withdraw ${amount} via ${paymentMethod}. Your withdrawal is being processed, and we will send you a confirmation e-mail once it has been approved.`}
      </Text>
      <WithdrawalDetails {...props} />
      <Text style={s.text}>{`Thank you for investing with ${appName}.`}</Text>
    </MailLayout>
  );
}
