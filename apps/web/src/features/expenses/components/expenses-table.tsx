import { Group, Modal } from '@mantine/core';
import { advanceMessages, commonMessages, type ExpenseRecord, advanceLabels as l } from '@sitebook/contract';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog } from '../../../components/dialogs';
import { showOutcome } from '../../../components/notify';
import { PagedTable } from '../../../components/paged-table';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { outcomeText, useAction } from '../../../lib/use-action';
import { useDeleteExpense, useUpdateExpense } from '../api/change-expense';
import { ExpenseForm } from './expense-form';
import { expenseName } from './expense-name';
import { ReceiptButton } from './receipt-button';

export interface ExpensesTableProps {
  rows: ExpenseRecord[] | undefined;
  loading: boolean;
  /** Whether the caller may edit and delete this expense now (the advance is Approved, and it is theirs or they are an ADMIN). */
  canChange: (expense: ExpenseRecord) => boolean;
  /** Show the Action column at all (not on a read-only advance). */
  withActions: boolean;
}

/** Spent Information's table: each expense's type, amount, date, remarks, receipt and who recorded it. */
export function ExpensesTable({ rows, loading, canChange, withActions }: ExpensesTableProps) {
  const format = useFormat();
  const name = (e: ExpenseRecord) => expenseName(e, format);
  const [editing, setEditing] = useState<ExpenseRecord | null>(null);
  const update = useAction(useUpdateExpense());
  const remove = useAction(useDeleteExpense());

  const askDelete = async (expense: ExpenseRecord) => {
    if (!(await confirmDialog(l.confirmDeleteExpense(name(expense))))) return;
    const outcome = await remove.run(expense.expenseId);
    await showOutcome(outcome.ok, outcomeText(outcome, advanceMessages.updateFailed));
  };

  const actions = {
    header: l.expenseColumns.actions,
    key: 'action',
    action: true,
    render: (r: ExpenseRecord) =>
      canChange(r) ? (
        <Group gap={0} wrap="nowrap">
          <RowAction
            label={l.editExpense(name(r))}
            text={l.expenseActionText.edit}
            color="orange.9"
            onClick={() => setEditing(r)}
          >
            <IconEdit size={20} aria-hidden />
          </RowAction>
          <RowAction
            label={l.deleteExpense(name(r))}
            text={l.expenseActionText.delete}
            color="red.8"
            onClick={() => void askDelete(r)}
          >
            <IconTrash size={20} aria-hidden />
          </RowAction>
        </Group>
      ) : null,
  };

  return (
    <>
      <PagedTable<ExpenseRecord>
        caption={advanceMessages.spentTitle}
        rows={rows}
        loading={loading}
        loadingText={commonMessages.loadingDots}
        emptyText={commonMessages.noDataFound}
        pageSize={10}
        minWidth={640}
        getRowKey={(row) => row.expenseId}
        columns={[
          ...(withActions ? [actions] : []),
          { header: l.expenseColumns.type, render: (r) => r.expenseType },
          {
            header: l.expenseColumns.amount,
            render: (r) => format.amount(r.expenseAmount),
            align: 'right',
            noWrap: true,
          },
          { header: l.expenseColumns.date, render: (r) => format.date(r.expenseDate), noWrap: true },
          { header: l.expenseColumns.remarks, render: (r) => r.remarks },
          { header: l.expenseColumns.receipt, render: (r) => <ReceiptButton expense={r} /> },
          { header: l.expenseColumns.recordedBy, render: (r) => r.createdBy },
        ]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? `${l.editExpenseTitle}: ${name(editing)}` : l.editExpenseTitle}
        closeButtonProps={{ 'aria-label': l.closeDialog }}
        centered
        size="lg"
      >
        {editing && (
          <ExpenseForm
            expense={editing}
            submitLabel={l.saveExpense}
            receiptLabel={l.replaceReceipt}
            send={(fields) => update.run({ ...fields, expenseId: editing.expenseId })}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}
