import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_ROLE_TYPE,
  ADVANCE_STATUS_APPROVED,
  type AdvanceRequest,
  advanceMessages,
  type ExpenseRecord,
  advanceLabels as l,
  recordLinkMessages,
} from '@sitebook/contract';
import { Link } from 'react-router';
import { ListExportMenu } from '../../components/list-export-menu';
import { PageTitle } from '../../components/page-title';
import { useShownAdvance } from '../../lib/advance-by-code';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useCreateExpense } from './api/create-expense';
import { exportExpenses, useExpenses } from './api/get-expenses';
import { useSpending } from './api/get-spending';
import { ExpenseForm } from './components/expense-form';
import { ExpensesTable } from './components/expenses-table';
import { OverspendControl } from './components/overspend-control';
import { ReconcileSection } from './components/reconcile-section';
import { SpendingTotals } from './components/spending-totals';

/**
 * Spent Information (/home/expense/spentinformation/:advanceCode; the spec's id-less route
 * with the advance as navigation state): one advance's expenses (exportable) and figures.
 */
export default function SpentInformationPage() {
  const { advance, busy, loading, code, missing } = useShownAdvance();
  return (
    <Stack gap="md" aria-busy={busy || undefined}>
      <PageTitle mb={0}>{advanceMessages.spentTitle}</PageTitle>
      {advance ? (
        <SpentInformation key={advance.advanceRequestId} advance={advance} />
      ) : loading ? (
        <Loader size="sm" aria-label={recordLinkMessages.loadingRecord(code)} />
      ) : (
        <Alert color="orange" variant="light" role="status">
          {missing ?? l.noAdvanceState}{' '}
          <Anchor component={Link} to="/home/expense" c="orange.9" fw={600}>
            {l.backToProof}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * The advance's figures come from the server (its status too, which may have changed since the list
 * was read): an Approved advance takes new expenses and lets their author (or an ADMIN) edit and
 * delete them; a Settled or Closed one is read-only.
 */
function SpentInformation({ advance }: { advance: AdvanceRequest }) {
  const { userName, role, context } = useReadySession();
  const isAdmin = role.roleType === ADMIN_ROLE_TYPE;
  const expenses = useExpenses(advance.advanceRequestId);
  const spending = useSpending(advance.advanceRequestId);
  const create = useAction(useCreateExpense());
  const status = spending.data?.status ?? advance.status;
  const approved = spending.data !== undefined && status === ADVANCE_STATUS_APPROVED;
  const canChange = (e: ExpenseRecord) => approved && (isAdmin || e.createdBy === userName);
  const error = expenses.error ?? spending.error;
  return (
    <Stack gap="md">
      <Text fw={600} data-testid="advance-code">
        {advance.advanceId} · {advance.siteCode} · {status}
      </Text>
      <SpendingTotals spending={spending.data} />
      {spending.data?.readOnly && (
        <Alert color="gray" variant="light" role="status">
          {l.readOnlyNotice(status)}
        </Alert>
      )}
      {isAdmin && approved && spending.data && (
        <Group gap="sm">
          <OverspendControl spending={spending.data} />
        </Group>
      )}
      {error && (
        <Alert role="alert" color="red" variant="light">
          {error.message}
        </Alert>
      )}
      {spending.data && <ReconcileSection spending={spending.data} isAdmin={isAdmin} />}
      {(expenses.data?.length ?? 0) > 0 && (
        <Group justify="flex-end">
          <ListExportMenu onExport={(format) => exportExpenses(context, advance, format)} />
        </Group>
      )}
      <ExpensesTable
        rows={expenses.data}
        loading={expenses.isPending}
        canChange={canChange}
        withActions={!spending.data?.readOnly}
      />
      {approved && spending.data?.mayAddExpense ? (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'lg' }}
          maw={720}
          component="section"
          aria-labelledby="add-expense-title"
        >
          <Title order={3} size="h4" mb="sm" id="add-expense-title">
            {l.addExpenseTitle}
          </Title>
          <ExpenseForm
            submitLabel={l.addExpense}
            receiptLabel={l.expenseFields.receipt}
            send={(fields) => create.run({ ...fields, advanceRequestId: advance.advanceRequestId })}
          />
        </Paper>
      ) : (
        !spending.data?.readOnly &&
        spending.data && (
          <Text>{approved ? l.notYoursForExpense(spending.data.requestedBy) : l.notApprovedForExpense}</Text>
        )
      )}
    </Stack>
  );
}
