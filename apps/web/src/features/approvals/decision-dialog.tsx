import {
  ADVANCE_AMOUNT_MAX,
  APPROVAL_COMMENT_MAX,
  approvalDecisionSchema,
  approvalMessages as m,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { useEffect, useState } from 'react';
import { AmountInput } from '../../components/amount-input';
import { firstIssue, ReasonDialog } from '../../components/reason-dialog';
import { useFormat } from '../../lib/format';

export interface PendingDecision {
  kind: 'advance' | 'payable';
  id: number;
  code: string;
  version: number;
  decision: 'approve' | 'reject';
  /** An advance's requested amount: approving it offers the amount, prefilled with this, at most this. */
  requestedAmount?: number;
}

const cents = (n: number) => Math.round(n * 100);

/**
 * Approve or reject one request: a comment, optional to approve and required to reject. Approving an
 * advance also asks the amount to approve: the requested amount, or less.
 */
export function DecisionDialog({
  pending,
  onClose,
  onDecide,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
  /** Sends the decision; resolves once the outcome has been shown. */
  onDecide: (pending: PendingDecision, comment: string, approvedAmount?: number) => Promise<void>;
}) {
  const format = useFormat();
  const reject = pending?.decision === 'reject';
  const requested = pending?.requestedAmount;
  const withAmount = pending?.kind === 'advance' && !reject && requested !== undefined;
  const [amount, setAmount] = useState<number | string>('');
  const [amountError, setAmountError] = useState<string>();
  useEffect(() => {
    setAmount(requested ?? '');
    setAmountError(undefined);
  }, [requested]);

  /** The amount's own check: more than 0, at most the requested amount (the server checks the same). */
  const amountIssue = (): string | undefined => {
    if (!withAmount) return undefined;
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (amount === '' || !(value > 0)) return rm.approvedNotPositive;
    if (cents(value) > cents(requested)) {
      return rm.approvedOverRequested(format.amount(value), format.amount(requested));
    }
    return undefined;
  };

  return (
    <ReasonDialog
      opened={pending !== null}
      title={pending ? `${reject ? m.reject : m.approve} ${pending.code}` : ''}
      before={
        withAmount ? (
          <AmountInput
            label={m.approvedAmountLabel}
            description={m.approvedAmountHint(format.amount(requested))}
            required
            max={Math.min(requested, ADVANCE_AMOUNT_MAX)}
            clampBehavior="none"
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setAmountError(undefined);
            }}
            error={amountError}
          />
        ) : undefined
      }
      label={m.commentLabel}
      description={m.commentHint}
      required={reject}
      maxLength={APPROVAL_COMMENT_MAX}
      validate={(comment) => {
        if (!pending) return undefined;
        const issue = amountIssue();
        if (issue !== undefined) {
          setAmountError(issue);
          return '';
        }
        return firstIssue(
          approvalDecisionSchema.safeParse({
            kind: pending.kind,
            id: pending.id,
            decision: pending.decision,
            comment,
          }),
        );
      }}
      cancelLabel={m.cancel}
      confirmLabel={reject ? m.reject : m.approve}
      confirmColor={reject ? 'red.9' : 'teal.9'}
      onClose={onClose}
      onConfirm={async (comment) => {
        if (pending) await onDecide(pending, comment, withAmount ? Number(amount) : undefined);
        return true;
      }}
    />
  );
}
