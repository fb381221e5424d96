import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ADVANCE_AMOUNT_MAX,
  ADVANCE_SETTLEMENT_LIMITS,
  ADVANCE_STATUS_APPROVED,
  type AdvanceSettlement,
  type AdvanceSettlementKind,
  type AdvanceSpending,
  ATTRIBUTE,
  advanceMessages,
  advanceSettlementFormSchema,
  advanceSettlementReverseSchema,
  commonMessages,
  advanceReconcileMessages as rm,
} from '@sitebook/contract';
import { IconArrowBackUp } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { AmountInput } from '../../../components/amount-input';
import { DateField } from '../../../components/date-field';
import { alertDialog, confirmDialog } from '../../../components/dialogs';
import { showOutcome } from '../../../components/notify';
import { PagedTable } from '../../../components/paged-table';
import { firstIssue, ReasonDialog } from '../../../components/reason-dialog';
import { RowAction } from '../../../components/row-action';
import { todayIso, useFormat } from '../../../lib/format';
import { useList } from '../../../lib/session/use-session';
import { outcomeText, useAction } from '../../../lib/use-action';
import {
  useRecordSettlement,
  useReverseSettlement,
  useSettleAdvance,
  useSettlements,
} from '../api/reconcile';

const SETTLED = 'Settled';
const C = rm.entryColumns;

/**
 * Reconcile on Spent Information: the remaining balance (approved − spent − returned +
 * reimbursed), an administrator's form to record a return or a reimbursement, the returns and
 * reimbursements (an administrator reverses an Active one with a reason), and "Settle advance",
 * enabled only when the remaining balance is 0. A Settled advance shows "Settled — locked" and its
 * entries read-only.
 */
export function ReconcileSection({ spending, isAdmin }: { spending: AdvanceSpending; isAdmin: boolean }) {
  const format = useFormat();
  const entries = useSettlements(spending.advanceRequestId);
  const settled = spending.status === SETTLED;
  const open = isAdmin && spending.status === ADVANCE_STATUS_APPROVED;
  const remaining = spending.remainingAmount ?? 0;
  const settle = useAction(useSettleAdvance());
  const settling = settle.pending;
  const [reversing, setReversing] = useState<AdvanceSettlement | null>(null);
  if (!open && !settled) return null;

  const describe = (s: AdvanceSettlement) =>
    `${rm.kindShort[s.kind]} ${format.amount(s.amount)} on ${format.date(s.settlementDate)}`;

  const settleNow = async () => {
    if (!(await confirmDialog(rm.confirmSettle(spending.advanceId)))) return;
    const outcome = await settle.run({ advanceRequestId: spending.advanceRequestId });
    await showOutcome(outcome.ok, outcomeText(outcome, advanceMessages.updateFailed));
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      maw={960}
      component="section"
      aria-labelledby="reconcile-title"
    >
      <Stack gap="md">
        <Title order={3} size="h4" id="reconcile-title">
          {rm.reconcileTitle}
        </Title>
        {settled ? (
          <Alert color="gray" variant="light" role="status">
            <Text fw={700} data-testid="settled-note">
              {rm.settledNote}
            </Text>
            {spending.settledBy && spending.settledDate && (
              <Text size="sm">{rm.settledBy(spending.settledBy, format.dateTime(spending.settledDate))}</Text>
            )}
          </Alert>
        ) : (
          <Text fw={600} c={remaining < 0 ? 'red.8' : undefined} data-testid="reconcile-hint">
            {remaining > 0
              ? rm.holderOwes(format.amount(remaining))
              : remaining < 0
                ? rm.companyOwes(format.amount(-remaining))
                : rm.balanced}
          </Text>
        )}
        {open && <SettlementForm spending={spending} />}
        {open && (
          <Group gap="sm" align="center" wrap="wrap">
            <Button
              color="green.9"
              disabled={remaining !== 0 || settling}
              aria-busy={settling}
              onClick={() => void settleNow()}
              w={{ base: '100%', sm: 'auto' }}
            >
              {rm.settleButton}
            </Button>
            {remaining !== 0 && (
              <Text size="sm" c="gray.8">
                {rm.settleHint}
              </Text>
            )}
          </Group>
        )}
        {entries.data?.length === 0 && <Text c="gray.8">{rm.noEntries}</Text>}
        {(entries.data?.length ?? 0) > 0 && (
          <PagedTable<AdvanceSettlement>
            caption={rm.entriesCaption}
            showCaption
            rows={entries.data}
            pageSize={10}
            cardHeadingOrder={4}
            getRowKey={(s) => s.settlementId}
            columns={[
              ...(open
                ? [
                    {
                      header: C.actions,
                      key: 'action',
                      align: 'center' as const,
                      action: true,
                      render: (s: AdvanceSettlement) =>
                        s.status === 'Active' ? (
                          <RowAction
                            label={rm.reverseEntry(describe(s))}
                            text={rm.reverseTitle}
                            color="orange.9"
                            onClick={() => setReversing(s)}
                          >
                            <IconArrowBackUp size={20} aria-hidden />
                          </RowAction>
                        ) : null,
                    },
                  ]
                : []),
              { header: C.kind, render: (s) => rm.kindShort[s.kind] },
              { header: C.date, render: (s) => format.date(s.settlementDate), noWrap: true },
              { header: C.amount, render: (s) => format.amount(s.amount), align: 'right', noWrap: true },
              { header: C.mode, render: (s) => s.paymentMode },
              { header: C.reference, render: (s) => s.reference },
              { header: C.by, render: (s) => s.createdBy },
              {
                header: C.status,
                render: (s) => (s.status === 'Reversed' ? `${s.status}: ${s.reverseReason}` : s.status),
              },
            ]}
          />
        )}
      </Stack>
      <ReverseDialog
        entry={reversing}
        label={reversing ? describe(reversing) : ''}
        onClose={() => setReversing(null)}
      />
    </Paper>
  );
}

interface FormValues {
  kind: AdvanceSettlementKind;
  settlementDate: string;
  amount: string | number;
  paymentMode: string;
  reference: string;
  remarks: string;
}

/** Record a return (the holder gives back) or a reimbursement (the company pays the overspend). */
function SettlementForm({ spending }: { spending: AdvanceSpending }) {
  const modes = useList(ATTRIBUTE.paymentMode).map((i) => i.value);
  const record = useAction(useRecordSettlement());
  const remaining = spending.remainingAmount ?? 0;
  const [values, setValues] = useState<FormValues>({
    kind: remaining < 0 ? 'reimburse' : 'return',
    settlementDate: todayIso(),
    amount: '',
    paymentMode: '',
    reference: '',
    remarks: '',
  });
  const sending = record.pending;
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const checked = advanceSettlementFormSchema.safeParse({
      ...values,
      amount: values.amount === '' ? undefined : values.amount,
    });
    if (!checked.success) {
      await alertDialog(checked.error.issues[0]?.message ?? '');
      return;
    }
    const outcome = await record.run({ ...checked.data, advanceRequestId: spending.advanceRequestId });
    if (outcome.ok) setValues((v) => ({ ...v, amount: '', reference: '', remarks: '' }));
    await showOutcome(outcome.ok, outcomeText(outcome, advanceMessages.updateFailed));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={rm.reconcileTitle}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Select
            label={rm.kindLabel}
            data={[
              { value: 'return', label: rm.kinds.return },
              { value: 'reimburse', label: rm.kinds.reimburse },
            ]}
            value={values.kind}
            onChange={(v) => set('kind', (v ?? 'return') as AdvanceSettlementKind)}
            allowDeselect={false}
          />
          <DateField
            label={rm.dateLabel}
            value={values.settlementDate}
            onChange={(value) => set('settlementDate', value)}
          />
          <AmountInput
            label={rm.amountLabel}
            max={ADVANCE_AMOUNT_MAX}
            value={values.amount}
            onChange={(v) => set('amount', v)}
          />
          <Select
            label={rm.modeLabel}
            data={modes}
            value={values.paymentMode || null}
            onChange={(v) => set('paymentMode', v ?? '')}
            allowDeselect={false}
          />
          <TextInput
            label={rm.referenceLabel}
            maxLength={ADVANCE_SETTLEMENT_LIMITS.reference}
            value={values.reference}
            onChange={(e) => set('reference', e.currentTarget.value)}
          />
          <TextInput
            label={rm.remarksLabel}
            maxLength={ADVANCE_SETTLEMENT_LIMITS.remarks}
            value={values.remarks}
            onChange={(e) => set('remarks', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" disabled={sending} aria-busy={sending} w={{ base: '100%', sm: 'auto' }}>
            {rm.record}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** An administrator reverses a return or reimbursement, with a reason. */
function ReverseDialog({
  entry,
  label,
  onClose,
}: {
  entry: AdvanceSettlement | null;
  label: string;
  onClose: () => void;
}) {
  const reverse = useAction(useReverseSettlement());
  const send = async (reason: string) => {
    if (!entry) return true;
    const outcome = await reverse.run({ settlementId: entry.settlementId, reason });
    await showOutcome(outcome.ok, outcomeText(outcome, advanceMessages.updateFailed));
    return outcome.ok;
  };
  return (
    <ReasonDialog
      opened={entry !== null}
      title={rm.reverseEntry(label)}
      label={rm.reverseReason}
      required
      maxLength={ADVANCE_SETTLEMENT_LIMITS.reason}
      validate={(reason) => firstIssue(advanceSettlementReverseSchema.shape.reason.safeParse(reason))}
      cancelLabel={commonMessages.cancel}
      confirmLabel={rm.reverseButton}
      closeLabel={commonMessages.cancel}
      onClose={onClose}
      onConfirm={send}
    />
  );
}
