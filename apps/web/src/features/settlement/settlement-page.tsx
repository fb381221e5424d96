import { Box, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_ROLE_TYPE,
  settlementMessages as m,
  type Payment,
  settlementScreenMessages as s,
  vendorMessages,
} from '@sitebook/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { VendorPicker } from '../../components/vendor-picker';
import { useReadySession } from '../../lib/session/use-session';
import { failureText, useAction } from '../../lib/use-action';
import { useReversePayment } from './api/mutations';
import { PaymentEntry } from './components/payment-entry';
import { PaymentsList } from './components/payments-list';
import { ReversePaymentDialog } from './components/reverse-payment';
import { type Notice, SettlementNotice } from './components/settlement-notice';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * Vendor Settlement (/home/vendor/payables/settlement): choose a vendor, record a payment
 * allocated to its open payables, and see (and, as an administrator, reverse) its payments.
 */
export default function SettlementPage() {
  const { role } = useReadySession();
  const [params] = useSearchParams();
  // `?vendorId=` (View Vendor's Record payment, a ledger's payment line) opens with that vendor chosen.
  const [vendorId, setVendorId] = useState<number | null>(() => idParam(params.get('vendorId')));
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reversing, setReversing] = useState<Payment | null>(null);
  const reverse = useAction(useReversePayment());

  const chooseVendor = (value: string | null) => {
    setVendorId(value ? Number(value) : null);
    setPage(1);
    setNotice(null);
  };
  const sendReverse = async (payment: Payment, reason: string) => {
    const outcome = await reverse.run({ paymentId: payment.paymentId, reason });
    if (outcome.ok) {
      setNotice({ title: m.reversed(payment.paymentCode) });
      return;
    }
    await alertDialog(failureText(outcome, { unreachable: vendorMessages.somethingWentWrong }));
  };

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{m.title}</PageTitle>
      <Box maw={480}>
        <VendorPicker
          label={s.vendorLabel}
          value={vendorId === null ? null : String(vendorId)}
          onChange={chooseVendor}
        />
      </Box>
      <SettlementNotice notice={notice} onClose={() => setNotice(null)} />
      {vendorId === null ? (
        <Text>{m.chooseVendor}</Text>
      ) : (
        <>
          <PaymentEntry
            key={vendorId}
            vendorId={vendorId}
            onRecorded={(saved) => {
              setPage(1);
              setNotice({
                title: m.recorded(saved.paymentCode),
                detail: saved.settledPayableCodes.length
                  ? m.settledPayables(saved.settledPayableCodes.join(', '))
                  : undefined,
              });
            }}
          />
          <Title order={3} size="h4">
            {m.paymentsTitle}
          </Title>
          <PaymentsList
            vendorId={vendorId}
            page={page}
            onPageChange={setPage}
            canReverse={role.roleType === ADMIN_ROLE_TYPE}
            onReverse={setReversing}
          />
        </>
      )}
      <ReversePaymentDialog payment={reversing} onClose={() => setReversing(null)} onReverse={sendReverse} />
    </Stack>
  );
}
