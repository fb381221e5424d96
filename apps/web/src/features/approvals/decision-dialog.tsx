import { APPROVAL_COMMENT_MAX, approvalDecisionSchema, approvalMessages as m } from '@sitebook/contract';
import { firstIssue, ReasonDialog } from '../../components/reason-dialog';

export interface PendingDecision {
  kind: 'advance' | 'payable';
  id: number;
  code: string;
  version: number;
  decision: 'approve' | 'reject';
}

/** Approve or reject one request: a comment, optional to approve and required to reject. */
export function DecisionDialog({
  pending,
  onClose,
  onDecide,
}: {
  pending: PendingDecision | null;
  onClose: () => void;
  /** Sends the decision; resolves once the outcome has been shown. */
  onDecide: (pending: PendingDecision, comment: string) => Promise<void>;
}) {
  const reject = pending?.decision === 'reject';
  return (
    <ReasonDialog
      opened={pending !== null}
      title={pending ? `${reject ? m.reject : m.approve} ${pending.code}` : ''}
      label={m.commentLabel}
      description={m.commentHint}
      required={reject}
      maxLength={APPROVAL_COMMENT_MAX}
      validate={(comment) =>
        pending
          ? firstIssue(
              approvalDecisionSchema.safeParse({
                kind: pending.kind,
                id: pending.id,
                decision: pending.decision,
                comment,
              }),
            )
          : undefined
      }
      cancelLabel={m.cancel}
      confirmLabel={reject ? m.reject : m.approve}
      confirmColor={reject ? 'red.9' : 'teal.9'}
      onClose={onClose}
      onConfirm={async (comment) => {
        if (pending) await onDecide(pending, comment);
        return true;
      }}
    />
  );
}
