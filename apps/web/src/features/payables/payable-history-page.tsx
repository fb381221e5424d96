import { Alert, Box, Stack } from '@mantine/core';
import {
  payableLabels as L,
  PAGE_SIZES,
  type Payable,
  type PayableHistoryRow,
  screenTitles,
  siteLabel,
} from '@sitebook/contract';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { NetworkError } from '../../lib/api-client';
import { useFormat } from '../../lib/format';
import { useReadySession } from '../session/use-session';
import { usePayableHistory } from './api/get-history';
import { BackLink } from './components/back-link';
import { MissingPayable } from './components/missing-payable';
import { StatusProgress } from './components/status-progress';
import { payableFromState } from './payable-from-state';

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

function History({ payable }: { payable: Payable }) {
  const { sites } = useReadySession();
  const format = useFormat();
  const history = usePayableHistory(payable.vendorPayableId);
  const siteById = new Map(sites.map((s) => [s.siteId, s]));
  const current = history.data ? (latestRow(history.data)?.status ?? payable.status) : payable.status;
  const columns: PagedTableColumn<PayableHistoryRow>[] = [
    { header: CODE, render: (r) => r.vendorPayableCode, noWrap: true },
    {
      header: SITE,
      render: (r) => {
        const site = siteById.get(r.erfSiteId);
        return site ? siteLabel(site) : r.erfSiteId;
      },
    },
    { header: VENDOR, render: (r) => r.erfVendorId, align: 'right' },
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
      <StatusProgress current={current} />
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
    </Stack>
  );
}

/** Vendor Payables History: the payable arrives as navigation state. */
export default function PayableHistoryPage() {
  const payable = payableFromState(useLocation().state);
  return (
    <Box maw={1200}>
      <BackLink />
      <PageTitle>{screenTitles.payableHistory}</PageTitle>
      {payable ? <History key={payable.vendorPayableId} payable={payable} /> : <MissingPayable />}
    </Box>
  );
}
