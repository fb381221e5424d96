import { Stack } from '@mantine/core';
import { vendorSummaryMessages as V, type VendorSummaryRow } from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { useFormat } from '../../lib/format';
import { useSummary } from './api/summaries';
import { SummaryState } from './components/summary-state';
import { type SummaryColumn, SummaryTable } from './components/summary-table';
import { SummaryToolbar } from './components/summary-toolbar';
import { VendorLink } from './components/vendor-link';
import { signedAmount } from './signed-amount';
import { useSummaryFilters } from './use-summary-filters';

const C = V.columns;

/**
 * Summary By Vendor (/home/vendor/payables/vendorsumm): per vendor its opening balance, billed, paid
 * and owed (opening + billed − paid; below 0, "Dr", the vendor owes us).
 */
export default function VendorSummaryPage() {
  const { filters } = useSummaryFilters();
  const summary = useSummary('vendor', filters);
  const format = useFormat();
  return (
    <Stack gap="md">
      <PageTitle mb={0}>{V.title}</PageTitle>
      <SummaryToolbar kind="vendor" />
      <SummaryState query={summary} isEmpty={(d) => d.rows.length === 0} emptyText={V.noRows}>
        {(data) => {
          const columns: SummaryColumn<VendorSummaryRow>[] = [
            {
              header: C.vendor,
              render: (r) => (
                <VendorLink
                  vendorId={r.erfVendorId}
                  name={r.vendorName}
                  code={r.vendorCode}
                  date={data.date}
                />
              ),
              total: V.total,
            },
            {
              header: C.opening,
              render: (r) => signedAmount(format, r.opening),
              total: signedAmount(format, data.totals.opening),
              numeric: true,
            },
            {
              header: C.billed,
              render: (r) => format.amount(r.billed),
              total: format.amount(data.totals.billed),
              numeric: true,
            },
            {
              header: C.paid,
              render: (r) => format.amount(r.paid),
              total: format.amount(data.totals.paid),
              numeric: true,
            },
            {
              header: C.outstanding,
              render: (r) => signedAmount(format, r.outstanding),
              total: signedAmount(format, data.totals.outstanding),
              numeric: true,
            },
            {
              header: C.overdue,
              render: (r) => format.amount(r.overdue),
              total: format.amount(data.totals.overdue),
              numeric: true,
            },
            { header: C.oldestDue, render: (r) => format.date(r.oldestDueDate), total: '' },
          ];
          return (
            <SummaryTable
              caption={V.title}
              columns={columns}
              rows={data.rows}
              getRowKey={(r) => r.erfVendorId}
              busy={summary.isFetching}
            />
          );
        }}
      </SummaryState>
    </Stack>
  );
}
