/** @jsxImportSource react */
import { Link } from '@react-email/link';
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
  /** The payout's transaction hash, when the admin gave one. */
  txHash?: string;
  /** Its page on the network's explorer. */
  txUrl?: string;
}

/** The amount, payment method and reference of a withdrawal, as a small block. */
export function WithdrawalDetails({
  amount,
  paymentMethod,
  transactionId,
  txHash,
  txUrl,
}: WithdrawalMailProps) {
  return (
    <Section style={s.details}>
      <Text style={s.detailLabel}>Amount</Text>
      <Text style={s.detailValue}>{amount}</Text>
      <Text style={s.detailLabel}>Payment method</Text>
      <Text style={s.detailValue}>{paymentMethod}</Text>
      <Text style={s.detailLabel}>Reference</Text>
      <Text style={s.detailValue}>{transactionId}</Text>
      {txHash ? (
        <>
          <Text style={s.detailLabel}>Transaction hash</Text>
          <Text style={s.detailValue}>
            {txUrl ? (
              <Link href={txUrl} style={{ wordBreak: 'break-all' }}>
                {txHash}
              </Link>
            ) : (
              txHash
            )}
          </Text>
        </>
      ) : null}
    </Section>
  );
}
