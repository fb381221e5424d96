import { Alert, Box, Stack, Table, Text, Title } from '@mantine/core';
import {
  payableLabels as L,
  PAGE_SIZES,
  PAYABLE_CANCELLED,
  type Payable,
  type PayableHistoryRow,
  screenTitles,
  siteLabel,
  payableWorkflowMessages as W,
} from '@sitebook/contract';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { NetworkError } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { useAllSites } from '../../lib/session/use-all-sites';
import { usePayableHistory } from './api/get-history';
import { BackLink } from './components/back-link';
import { LoadingPayable, MissingPayable } from './components/missing-payable';
import { StatusProgress } from './components/status-progress';
import { vendorText } from './payable-form';
import { useShownPayable } from './payable-from-state';

const [CODE, SITE, VENDOR, MATERIAL, WORK, QUANTITY, UNITS, AMOUNT, BILL, DUE, STATUS, BY, ON] =
  L.historyColumns;

/** The latest history row: the last of those with the greatest updatedDate. */
function latestRow(rows: readonly PayableHistoryRow[]): PayableHistoryRow | undefined {
  let latest: PayableHistoryRow | undefined;
  for (const row of rows) {
    if (!latest || row.updatedDate >= latest.updatedDate) latest = row;
  }
  return latest;
}

/** A row's changes (field: from → to) and its reason, one per line. */
function ChangeText({ row }: { row: PayableHistoryRow }) {
  const format = useFormat();
  const shown = (field: string, value: string) =>
    field === 'amount'
      ? format.amount(value)
      : field === 'billDate' || field === 'paymentDueDate'
        ? format.date(value)
        : value;
  const lines = (row.changes ?? []).map((c) =>
    W.change(W.fieldNames[c.field] ?? c.field, shown(c.field, c.from), shown(c.field, c.to)),
  );
  if (row.reason) lines.push(`${W.reasonColumn}: ${row.reason}`);
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

interface Note {
  key: string;
  content: ReactNode;
  by: string;
  on: string;
}

/** A titled table of history notes (a remark or a change) with who and when. */
function HistoryNotes(props: { caption: string; columns: readonly string[]; empty: string; notes: Note[] }) {
  const format = useFormat();
  return (
    <Box>
      <Title order={3} size="h4" mb="xs">
        {props.caption}
      </Title>
      {props.notes.length === 0 ? (
        <Text c="gray.7">{props.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table striped aria-label={props.caption}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.notes.map((note) => (
                <Table.Tr key={note.key}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{note.content}</Table.Td>
                  <Table.Td>{note.by}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(note.on)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Box>
  );
}

/** Every remark the payable was given (each history row that set a new one), then every change. */
function RemarksAndChanges({ rows }: { rows: readonly PayableHistoryRow[] }) {
  const note = (row: PayableHistoryRow, i: number, content: ReactNode): Note => ({
    key: `${i}-${row.updatedDate}`,
    content,
    by: row.updatedBy,
    on: row.updatedDate,
  });
  const remarks = rows
    .map((row, i) => (row.remarks && row.remarks !== rows[i - 1]?.remarks ? note(row, i, row.remarks) : null))
    .filter((n): n is Note => n !== null);
  const changes = rows
    .map((row, i) =>
      (row.changes?.length ?? 0) > 0 || row.reason ? note(row, i, <ChangeText row={row} />) : null,
    )
    .filter((n): n is Note => n !== null);
  return (
    <>
      <HistoryNotes
        caption={W.remarksCaption}
        columns={W.remarksColumns}
        empty={W.noRemarks}
        notes={remarks}
      />
      <HistoryNotes
        caption={W.changesCaption}
        columns={W.changesColumns}
        empty={W.noChanges}
        notes={changes}
      />
    </>
  );
}

function History({ payable }: { payable: Payable }) {
  // Every site, deactivated ones too: a record keeps naming its site.
  const sites = useAllSites();
  const format = useFormat();
  const history = usePayableHistory(payable.vendorPayableId);
  const siteById = new Map(sites.map((s) => [s.siteId, s]));
  const rows = history.data ?? [];
  const latest = history.data ? latestRow(history.data) : undefined;
  const cancelled = (latest?.status ?? payable.status) === PAYABLE_CANCELLED;
  // A cancelled payable's bar shows the step it was cancelled at.
  const steps = rows.filter((r) => r.status !== PAYABLE_CANCELLED);
  const current = cancelled
    ? latestRow(steps)?.status
    : history.data
      ? (latest?.status ?? payable.status)
      : payable.status;
  const reached = new Set(rows.map((r) => r.status));
  const columns: PagedTableColumn<PayableHistoryRow>[] = [
    { header: CODE, render: (r) => r.vendorPayableCode, noWrap: true },
    {
      header: SITE,
      render: (r) => {
        const site = siteById.get(r.erfSiteId);
        return site ? siteLabel(site) : r.erfSiteId;
      },
    },
    { header: VENDOR, render: vendorText },
    { header: MATERIAL, render: (r) => r.typeOfMaterials },
    { header: WORK, render: (r) => r.typeOfWork },
    { header: QUANTITY, render: (r) => format.number(r.quantity), align: 'right' },
    { header: UNITS, render: (r) => r.units },
    { header: AMOUNT, render: (r) => format.amount(r.amount), align: 'right', noWrap: true },
    { header: BILL, render: (r) => format.date(r.billDate), noWrap: true },
    { header: DUE, render: (r) => format.date(r.paymentDueDate), noWrap: true },
    { header: STATUS, render: (r) => r.status },
    { header: BY, render: (r) => r.updatedBy },
    { header: ON, render: (r) => format.dateTime(r.updatedDate), noWrap: true },
  ];
  return (
    <Stack gap="md">
      {cancelled && latest && (
        <Alert role="status" color="red" variant="light" title={W.cancelled}>
          {W.cancelledBanner(latest.updatedBy, format.dateTime(latest.updatedDate), latest.reason ?? '')}
        </Alert>
      )}
      <StatusProgress current={current} reached={reached} />
      {history.isError && (
        <Alert role="alert" color="red" variant="light" title={L.loadFailed}>
          {history.error instanceof NetworkError ? L.unreachable : history.error.message}
        </Alert>
      )}
      <PagedTable
        caption={L.historyCaption}
        columns={columns}
        rows={history.data}
        pageSize={PAGE_SIZES.payableHistory}
        loading={history.isPending}
      />
      {history.data && <RemarksAndChanges rows={rows} />}
    </Stack>
  );
}

/** Vendor Payables History of the payable its URL names, or of the one passed as navigation state. */
export default function PayableHistoryPage() {
  const { payable, busy, loading, missing, code } = useShownPayable();
  return (
    <Box maw={1200} aria-busy={busy || undefined}>
      <BackLink />
      <PageTitle>{screenTitles.payableHistory}</PageTitle>
      {payable ? (
        <History key={payable.vendorPayableId} payable={payable} />
      ) : loading ? (
        <LoadingPayable code={code} />
      ) : (
        <MissingPayable message={missing} />
      )}
    </Box>
  );
}
