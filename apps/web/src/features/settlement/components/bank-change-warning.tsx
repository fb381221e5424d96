import { Alert } from '@mantine/core';
import { vendorHistoryMessages as H } from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormat } from '../../../lib/format';
import { useBankChange } from '../api/bank-change';

/**
 * On the payment screen, before a payment is submitted, a warning naming who
 * changed the vendor's bank details and when, if that was in the last 7 days. Nothing otherwise
 * (nor while it loads, nor when the check fails: the server's voucher still says so).
 */
export function BankChangeWarning({ vendorId }: { vendorId: number }) {
  const format = useFormat();
  const change = useBankChange(vendorId);
  if (!change.data) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
      {H.bankChanged(change.data.changedBy, format.dateTime(change.data.changedAt))}
    </Alert>
  );
}
