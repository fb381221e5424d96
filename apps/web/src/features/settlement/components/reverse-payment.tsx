import {
  settlementMessages as m,
  PAYABLE_HISTORY_REASON_MAX,
  type Payment,
  paymentReverseSchema,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { firstIssue, ReasonDialog } from '../../../components/reason-dialog';

export interface ReversePaymentDialogProps {
  /** The payment being reversed; null when the dialog is closed. */
  payment: Payment | null;
  onClose: () => void;
  /** Sends the reversal with the reason; resolves when the outcome has been shown. */
  onReverse: (payment: Payment, reason: string) => Promise<void>;
}

/** Reverse a payment (an administrator's action): what it does, and the reason, required. */
export function ReversePaymentDialog({ payment, onClose, onReverse }: ReversePaymentDialogProps) {
  return (
    <ReasonDialog
      opened={payment !== null}
      title={payment ? m.reverseTitle(payment.paymentCode) : ''}
      explain={m.reverseExplain}
      label={m.reverseReasonLabel}
      required
      maxLength={PAYABLE_HISTORY_REASON_MAX}
      validate={(reason) => firstIssue(paymentReverseSchema.shape.reason.safeParse(reason))}
      cancelLabel={s.keepPayment}
      confirmLabel={s.reverseConfirm}
      confirmColor="red.8"
      onClose={onClose}
      onConfirm={async (reason) => {
        if (payment) await onReverse(payment, reason);
        return true;
      }}
    />
  );
}
