/** @jsxImportSource react */
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { mailStyles as s } from './mail-layout.tsx';

export interface WithdrawalMailProps {
  appName: string;
  logoUrl: string;
  name: string;
  /** Already formatted: `$1,234.56`. */
  amount: string;
  paymentMethod: string;
  transactionId: string;
}

/** The amount, payment method and reference of a withdrawal, as a small block. */
export function WithdrawalDetails({ amount, paymentMethod, transactionId }: WithdrawalMailProps) {
  return (
    <Section style={s.details}>
      <Text style={s.detailLabel}>Amount</Text>
      <Text style={s.detailValue}>{amount}</Text>
      <Text style={s.detailLabel}>Payment method</Text>
      <Text style={s.detailValue}>{paymentMethod}</Text>
      <Text style={s.detailLabel}>Reference</Text>
      <Text style={s.detailValue}>{transactionId}</Text>
    </Section>
  );
}
