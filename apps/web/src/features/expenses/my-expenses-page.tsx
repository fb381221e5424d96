import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  ADVANCE_STATUS_APPROVED,
  ATTRIBUTE,
  type ExpenseListSort,
  advanceLabels as l,
  listMessages,
  type MyAdvanceTotals,
  type MyExpense,
  myExpensesMessages as m,
  myExpenseListQuerySchema,
  type SortOrder,
  screenTitles,
  advanceListMessages as x,
} from '@sitebook/contract';
import { useId, useMemo, useState } from 'react';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { PageTitle } from '../../components/page-title';
import { CARDS_QUERY, PagedTable } from '../../components/paged-table';
import { SortSelect } from '../../components/table-sort';
import { downscaleImage } from '../../lib/downscale-image';
import { type Formatters, useFormat } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { useList, useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useCreateExpense } from './api/create-expense';
import { exportMyExpenses, MY_EXPENSES_PAGE_SIZE, useMyExpenses, useMyTotals } from './api/get-my-expenses';
import { ExpenseForm } from './components/expense-form';
import { expenseName } from './components/expense-name';
import { ReceiptThumbnail } from './components/receipt-thumbnail';

const money = (format: Formatters, n: number | null) => (n === null ? l.notApproved : format.amount(n));

const NAME = x.names.expenses;

/** The columns the server sorts by (EXPENSE_LIST_SORTS; createdAt is the default order, no column). */
const SORT_FIELD = {
  type: 'expenseType',
  amount: 'expenseAmount',
  date: 'expenseDate',
} as const satisfies Record<string, ExpenseListSort>;

/**
 * The sortable columns' headers and fields: the advance tables' columns, and the one "Sort by" select
 * a phone shows above every advance's expenses.
 */
const SORTABLE = {
  type: { header: m.columns.type, sortField: SORT_FIELD.type },
  amount: { header: m.columns.amount, sortField: SORT_FIELD.amount },
  date: { header: m.columns.date, sortField: SORT_FIELD.date },
};
const SORTABLE_COLUMNS = Object.values(SORTABLE);

/** My Expenses' filters: one of the caller's advances, the expense type, date and amount. */
function myExpenseFilters(advances: readonly MyAdvanceTotals[], types: readonly string[]): ListFilter[] {
  return [
    {
      kind: 'select',
      name: 'advanceRequestId',
      label: x.advance,
      options: advances.map((a) => ({
        value: String(a.advanceRequestId),
        label: m.groupTitle(a.advanceId, a.siteCode),
      })),
    },
    {
      kind: 'select',
      name: 'expenseType',
      label: x.expenseType,
      options: types.map((t) => ({ value: t, label: t })),
    },
    { kind: 'dateRange', name: 'expense', label: x.expenseDate },
    { kind: 'amountRange', name: 'amount', label: listMessages.amount },
  ];
}

/**
 * My Expenses (/home/expense/myexpenses): the signed-in user's expenses across the advances
 * they requested, newest first and grouped by advance with each advance's approved / spent / remaining,
 * receipt thumbnails, and adding an expense with a photo from the phone's camera (downscaled first).
 */
export default function MyExpensesPage() {
  const { context } = useReadySession();
  const list = useListState(myExpenseListQuerySchema, { pageSize: MY_EXPENSES_PAGE_SIZE });
  const expenses = useMyExpenses(list.page, list.apiQuery);
  const totals = useMyTotals();
  const types = useList(ATTRIBUTE.expenseOtherExpenses);
  const filters = useMemo(
    () =>
      myExpenseFilters(
        totals.data ?? [],
        types.map((t) => t.value),
      ),
    [totals.data, types],
  );
  const chips = useFilterChips(list, filters);
  const error = expenses.error ?? totals.error;
  const approved = (totals.data ?? []).filter((t) => t.status === ADVANCE_STATUS_APPROVED);
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{screenTitles.myExpenses}</PageTitle>
      <Text c="gray.8">{m.intro}</Text>
      {error && (
        <Alert role="alert" color="red" variant="light" title={m.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{error.message}</Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                void expenses.refetch();
                void totals.refetch();
              }}
            >
              {m.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      <AddExpense advances={approved} loading={totals.isPending} onAdded={() => list.setPage(1)} />
      <TotalsSection rows={totals.data} loading={totals.isPending} />
      <ListToolbar
        state={list}
        what={NAME}
        filters={filters}
        onExport={(format) => exportMyExpenses(context, list.apiQuery, format)}
        count={expenses.data}
      />
      <ExpensesSection
        rows={expenses.data?.rows}
        total={expenses.data?.total}
        loading={expenses.isPending}
        busy={expenses.isPlaceholderData}
        totals={totals.data ?? []}
        page={list.page}
        setPage={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : m.empty}
      />
    </Stack>
  );
}

/** "Add expense": one of the caller's Approved advances, then the expense fields and a receipt photo. */
function AddExpense({
  advances,
  loading,
  onAdded,
}: {
  advances: MyAdvanceTotals[];
  loading: boolean;
  onAdded: () => void;
}) {
  const format = useFormat();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const create = useAction(useCreateExpense());
  const advance = advances.find((a) => String(a.advanceRequestId) === chosen);
  const noAdvances = !loading && advances.length === 0;
  return (
    <Stack gap="sm">
      <Group>
        <Button
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          disabled={noAdvances}
          variant={open ? 'default' : 'filled'}
          w={{ base: '100%', sm: 'auto' }}
        >
          {open ? m.addClose : m.addOpen}
        </Button>
      </Group>
      {noAdvances && <Text size="sm">{m.noAdvances}</Text>}
      {open && (
        <Paper
          id={panelId}
          withBorder
          radius="md"
          p={{ base: 'sm', sm: 'lg' }}
          maw={720}
          component="section"
          aria-labelledby={`${panelId}-title`}
        >
          <Title order={3} size="h4" mb="sm" id={`${panelId}-title`}>
            {m.addTitle}
          </Title>
          <Stack gap="md">
            <Select
              label={m.advanceField}
              placeholder={m.advancePlaceholder}
              data={advances.map((a) => ({
                value: String(a.advanceRequestId),
                label: m.advanceOption(a.advanceId, a.siteCode, money(format, a.remainingAmount)),
              }))}
              value={chosen}
              onChange={setChosen}
              required
              allowDeselect={false}
            />
            {advance ? (
              <ExpenseForm
                key={advance.advanceRequestId}
                submitLabel={l.addExpense}
                receiptLabel={m.photoField}
                prepareFile={downscaleImage}
                onSaved={onAdded}
                send={(fields) => create.run({ ...fields, advanceRequestId: advance.advanceRequestId })}
              />
            ) : (
              <Text size="sm" c="gray.8">
                {m.chooseAdvance}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** Approved, spent and remaining per advance (cards on a phone, a table on a desktop). */
function TotalsSection({ rows, loading }: { rows: MyAdvanceTotals[] | undefined; loading: boolean }) {
  const format = useFormat();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" mb="xs" id={titleId}>
        {m.totalsTitle}
      </Title>
      <PagedTable<MyAdvanceTotals>
        caption={m.totalsCaption}
        rows={rows}
        loading={loading}
        loadingText={m.loading}
        emptyText={m.noAdvances}
        pageSize={10}
        minWidth={560}
        cardHeadingOrder={4}
        getRowKey={(r) => r.advanceRequestId}
        columns={[
          { header: m.columns.advance, render: (r) => r.advanceId, noWrap: true, primary: true },
          { header: m.columns.site, render: (r) => r.siteCode },
          { header: m.columns.status, render: (r) => r.status },
          {
            header: m.columns.approved,
            render: (r) => money(format, r.approvedAmount),
            align: 'right',
            noWrap: true,
          },
          {
            header: m.columns.spent,
            render: (r) => <span data-testid={`spent-${r.advanceId}`}>{format.amount(r.spentAmount)}</span>,
            align: 'right',
            noWrap: true,
          },
          {
            header: m.columns.remaining,
            render: (r) => (
              <Text
                span
                inherit
                c={(r.remainingAmount ?? 0) < 0 ? 'red.8' : undefined}
                data-testid={`remaining-${r.advanceId}`}
              >
                {money(format, r.remainingAmount)}
              </Text>
            ),
            align: 'right',
            noWrap: true,
          },
        ]}
      />
    </section>
  );
}

interface ExpensesSectionProps {
  rows: MyExpense[] | undefined;
  total: number | undefined;
  loading: boolean;
  busy: boolean;
  totals: MyAdvanceTotals[];
  page: number;
  setPage: (page: number) => void;
  /** The list's sort (none: newest first): within each advance, and the advances in the order of their first row. */
  sort: SortOrder | undefined;
  onSortChange: (order: SortOrder | undefined) => void;
  /** What an empty page says: that there are no expenses, or what a search or filter found nothing for. */
  emptyText: string;
}

/**
 * The page's expenses grouped by advance (in the order of their first row: their newest expense, or
 * the first in the sort), then the page links.
 */
function ExpensesSection({
  rows,
  total,
  loading,
  busy,
  totals,
  page,
  setPage,
  sort,
  onSortChange,
  emptyText,
}: ExpensesSectionProps) {
  const titleId = useId();
  const asCards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const pages = Math.max(1, Math.ceil((total ?? 0) / MY_EXPENSES_PAGE_SIZE));
  const groups = new Map<number, MyExpense[]>();
  for (const row of rows ?? []) {
    groups.set(row.advanceRequestId, [...(groups.get(row.advanceRequestId) ?? []), row]);
  }
  return (
    <section aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Title order={3} size="h4" mb="xs" id={titleId}>
        {m.expensesTitle}
      </Title>
      {loading ? (
        <Paper withBorder radius="md" p="md">
          <Text ta="center" role="status">
            {m.loading}
          </Text>
        </Paper>
      ) : groups.size === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text ta="center" role="status" data-testid="my-expenses-empty">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <Stack gap="md">
          {asCards && <SortSelect columns={SORTABLE_COLUMNS} sorting={{ sort, onSortChange }} />}
          {[...groups.entries()].map(([advanceRequestId, group]) => (
            <AdvanceGroup
              key={advanceRequestId}
              expenses={group}
              totals={totals.find((t) => t.advanceRequestId === advanceRequestId)}
              sort={sort}
              onSortChange={onSortChange}
            />
          ))}
          {pages > 1 && (
            <Group component="nav" aria-label={m.expensesTitle} gap="xs" justify="center">
              <Button
                variant="default"
                size="compact-sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {m.previous}
              </Button>
              <Text size="sm" aria-live="polite">
                {m.pageOf(page, pages)}
              </Text>
              <Button
                variant="default"
                size="compact-sm"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {m.next}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </section>
  );
}

interface AdvanceGroupProps {
  expenses: MyExpense[];
  totals: MyAdvanceTotals | undefined;
  sort: SortOrder | undefined;
  onSortChange: (order: SortOrder | undefined) => void;
}

/** One advance's heading and totals, and its expenses on this page (the headers sort the whole list). */
function AdvanceGroup({ expenses, totals, sort, onSortChange }: AdvanceGroupProps) {
  const format = useFormat();
  const titleId = useId();
  const first = expenses[0] as MyExpense;
  const title = m.groupTitle(first.advanceId, first.siteCode);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-labelledby={titleId}
      data-testid={`advance-group-${first.advanceId}`}
    >
      <Title order={4} size="h5" id={titleId}>
        {title}
      </Title>
      <Text size="sm" c="gray.8" mb="xs" data-testid={`group-totals-${first.advanceId}`}>
        {m.groupStatus(first.advanceStatus)}
        {totals &&
          ` · ${m.groupTotals(
            money(format, totals.approvedAmount),
            format.amount(totals.spentAmount),
            money(format, totals.remainingAmount),
          )}`}
      </Text>
      <PagedTable<MyExpense>
        caption={m.groupCaption(first.advanceId)}
        rows={expenses}
        pageSize={MY_EXPENSES_PAGE_SIZE}
        minWidth={560}
        cardHeadingOrder={5}
        getRowKey={(r) => r.expenseId}
        sort={sort}
        onSortChange={onSortChange}
        phoneSortSelect={false}
        columns={[
          {
            header: m.columns.receipt,
            key: 'receipt',
            render: (r) => <ReceiptThumbnail documentIds={r.documentIds} name={expenseName(r, format)} />,
          },
          { ...SORTABLE.type, render: (r) => r.expenseType, primary: true },
          { ...SORTABLE.amount, render: (r) => format.amount(r.expenseAmount), align: 'right', noWrap: true },
          { ...SORTABLE.date, render: (r) => format.date(r.expenseDate), noWrap: true },
          { header: m.columns.remarks, render: (r) => r.remarks },
        ]}
      />
    </Paper>
  );
}
