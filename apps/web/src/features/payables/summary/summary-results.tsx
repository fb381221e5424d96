import { Stack, Title } from '@mantine/core';
import {
  payableLabels as L,
  PAGE_SIZES,
  type PayableSummaryRow,
  type Site,
  siteLabel,
} from '@sitebook/contract';
import { PagedTable } from '../../../components/paged-table';
import { useFormat } from '../../../lib/format';
import { TotalsTable } from './totals-table';
import type { PopulatedRow } from './use-status-summary';

/** The listed payables and their totals per status. */
export function SummaryResults({ rows }: { rows: PayableSummaryRow[] }) {
  const format = useFormat();
  const [CODE, VENDOR, BILL, DUE, AMOUNT, STATUS] = L.summaryColumns;
  const { total: TOTAL, paid: PAID, outstanding: OUTSTANDING } = L.moneyColumns;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {L.summaryCaption}
      </Title>
      <PagedTable<PayableSummaryRow>
        caption={L.summaryCaption}
        rows={rows}
        pageSize={PAGE_SIZES.payables}
        getRowKey={(r) => r.vendorPayableId}
        cardHeadingOrder={4}
        columns={[
          { header: CODE, render: (r) => r.vendorPayableCode, noWrap: true },
          { header: VENDOR, render: (r) => r.vendorName },
          { header: BILL, render: (r) => format.date(r.billDate), noWrap: true },
          { header: DUE, render: (r) => format.date(r.paymentDueDate), noWrap: true },
          { header: AMOUNT, render: (r) => format.amount(r.amount), align: 'right', noWrap: true },
          { header: TOTAL, render: (r) => format.amount(r.total), align: 'right', noWrap: true },
          { header: PAID, render: (r) => format.amount(r.paid), align: 'right', noWrap: true },
          { header: OUTSTANDING, render: (r) => format.amount(r.outstanding), align: 'right', noWrap: true },
          { header: STATUS, render: (r) => r.status },
        ]}
      />
      <Title order={3} size="h5">
        {L.totalsCaption}
      </Title>
      <TotalsTable rows={rows} />
    </Stack>
  );
}

/** What Populate summarised: count and amount per site and status. */
export function PopulateResults({ rows, sites }: { rows: PopulatedRow[]; sites: readonly Site[] }) {
  const format = useFormat();
  const siteByCode = new Map(sites.map((s) => [s.siteCode, s]));
  const [P_SITE, P_STATUS, P_COUNT, P_TOTAL, P_OUTSTANDING] = L.populateColumns;
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {L.populateCaption}
      </Title>
      <PagedTable<PopulatedRow>
        caption={L.populateCaption}
        rows={rows}
        pageSize={PAGE_SIZES.payables}
        getRowKey={(r) => `${r.siteCode}|${r.status}`}
        cardHeadingOrder={4}
        columns={[
          {
            header: P_SITE,
            render: (r) => {
              const site = siteByCode.get(r.siteCode);
              return site ? siteLabel(site) : r.siteCode;
            },
          },
          { header: P_STATUS, render: (r) => r.status },
          { header: P_COUNT, render: (r) => format.number(r.count), align: 'right' },
          { header: P_TOTAL, render: (r) => format.amount(r.totalAmount), align: 'right', noWrap: true },
          {
            header: P_OUTSTANDING,
            render: (r) => format.amount(r.outstanding),
            align: 'right',
            noWrap: true,
          },
        ]}
      />
    </Stack>
  );
}
