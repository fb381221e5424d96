import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  approvalMessages as m,
  vendorMessages,
  type WaitingAdvance,
  type WaitingPayable,
} from '@sitebook/contract';
import { useState } from 'react';
import { alertDialog } from '../../components/dialogs';
import { notifySuccess } from '../../components/notify';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { Section } from '../../components/section';
import { messageOf } from '../../lib/api-errors';
import { useFormat } from '../../lib/format';
import { outcomeText, useAction } from '../../lib/use-action';
import { useApprovalQueue, useDecide } from './api/queue';
import { DecisionDialog, type PendingDecision } from './decision-dialog';

const PAGE_SIZE = 10;

function DecideButtons({
  code,
  onChoose,
}: {
  code: string;
  onChoose: (decision: 'approve' | 'reject') => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        color="teal.9"
        aria-label={`${m.approve} ${code}`}
        onClick={() => onChoose('approve')}
      >
        {m.approve}
      </Button>
      <Button
        size="compact-sm"
        variant="outline"
        color="red.9"
        aria-label={`${m.reject} ${code}`}
        onClick={() => onChoose('reject')}
      >
        {m.reject}
      </Button>
    </Group>
  );
}

/** "Waiting for me" (/home/approvals): an administrator's pending advances and payables, decided here. */
export default function ApprovalsPage() {
  const queue = useApprovalQueue();
  const decide = useAction(useDecide());
  const format = useFormat();
  const [pending, setPending] = useState<PendingDecision | null>(null);

  const send = async (choice: PendingDecision, comment: string, approvedAmount?: number) => {
    const outcome = await decide.run({
      kind: choice.kind,
      id: choice.id,
      decision: choice.decision,
      comment,
      version: choice.version,
      ...(approvedAmount === undefined ? {} : { approvedAmount }),
    });
    // The decision dialog closes first; then the outcome, from the server's answer (nothing optimistic).
    setPending(null);
    if (outcome.ok) {
      notifySuccess(outcomeText(outcome, ''), m.successTitle);
      return;
    }
    await alertDialog(outcomeText(outcome, vendorMessages.somethingWentWrong), {
      title: m.failedTitle,
    });
  };

  const advanceColumns: PagedTableColumn<WaitingAdvance>[] = [
    {
      header: m.advanceCode,
      primary: true,
      noWrap: true,
      render: (r) => r.advanceId,
    },
    { header: m.site, render: (r) => r.siteCode },
    { header: m.requestedBy, render: (r) => r.requestedBy },
    { header: m.amount, align: 'right', noWrap: true, render: (r) => format.amount(r.requestedAmount) },
    { header: m.requestedDate, noWrap: true, render: (r) => format.date(r.requestedByDate) },
    {
      header: m.actions,
      key: 'decide',
      render: (r) => (
        <DecideButtons
          code={r.advanceId}
          onChoose={(decision) =>
            setPending({
              kind: 'advance',
              id: r.advanceRequestId,
              code: r.advanceId,
              version: r.version,
              decision,
              requestedAmount: r.requestedAmount,
            })
          }
        />
      ),
    },
  ];
  const payableColumns: PagedTableColumn<WaitingPayable>[] = [
    { header: m.payableCode, primary: true, noWrap: true, render: (r) => r.vendorPayableCode },
    { header: m.vendor, render: (r) => `${r.vendorName} (${r.vendorCode})` },
    { header: m.createdBy, render: (r) => r.createdBy },
    { header: m.amount, align: 'right', noWrap: true, render: (r) => format.amount(r.amount) },
    { header: m.dueDate, noWrap: true, render: (r) => format.date(r.paymentDueDate) },
    {
      header: m.actions,
      key: 'decide',
      render: (r) => (
        <DecideButtons
          code={r.vendorPayableCode}
          onChoose={(decision) =>
            setPending({
              kind: 'payable',
              id: r.vendorPayableId,
              code: r.vendorPayableCode,
              version: r.version,
              decision,
            })
          }
        />
      ),
    },
  ];

  const data = queue.data;
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{m.title}</PageTitle>
      {queue.isError ? (
        <Alert color="red" role="alert">
          {messageOf((queue.error as { body?: unknown }).body) ?? vendorMessages.somethingWentWrong}
        </Alert>
      ) : queue.isPending ? (
        <Text role="status">{m.loading}</Text>
      ) : data && data.count === 0 ? (
        <Text>{m.nothing}</Text>
      ) : (
        <>
          {data && data.advances.length > 0 && (
            <Section title={m.advancesTitle} grid={false}>
              <PagedTable
                caption={m.advancesTitle}
                columns={advanceColumns}
                rows={data.advances}
                pageSize={PAGE_SIZE}
                getRowKey={(r) => r.advanceRequestId}
              />
            </Section>
          )}
          {data && data.payables.length > 0 && (
            <Section title={m.payablesTitle} grid={false}>
              <PagedTable
                caption={m.payablesTitle}
                columns={payableColumns}
                rows={data.payables}
                pageSize={PAGE_SIZE}
                getRowKey={(r) => r.vendorPayableId}
              />
            </Section>
          )}
        </>
      )}
      <DecisionDialog
        key={pending ? `${pending.kind}-${pending.id}-${pending.decision}` : 'closed'}
        pending={pending}
        onClose={() => setPending(null)}
        onDecide={send}
      />
    </Stack>
  );
}
