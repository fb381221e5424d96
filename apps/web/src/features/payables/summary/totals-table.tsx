import { Box, Table } from '@mantine/core';
import { payableLabels as L, PAYABLE_STATUSES, type PayableSummaryRow } from '@sitebook/contract';
import type { ReactNode } from 'react';
import { sumAmounts, useFormat } from '../../../lib/format';

interface StatusTotal {
  status: string;
  count: number;
  total: number;
  outstanding: number;
}

/** Count, total (amount + tax) and outstanding per status, in the statuses' order (statuses without rows left out). */
function totalsByStatus(rows: readonly PayableSummaryRow[]): StatusTotal[] {
  const byStatus = new Map<string, StatusTotal>();
  for (const row of rows) {
    const entry = byStatus.get(row.status) ?? { status: row.status, count: 0, total: 0, outstanding: 0 };
    entry.count += 1;
    entry.total = sumAmounts([entry.total, row.total]);
    entry.outstanding = sumAmounts([entry.outstanding, row.outstanding]);
    byStatus.set(row.status, entry);
  }
  const order = (s: string) => {
    const i = (PAYABLE_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? PAYABLE_STATUSES.length : i;
  };
  return [...byStatus.values()].sort((a, b) => order(a.status) - order(b.status));
}

/** A small table that scrolls sideways inside its own box on a phone. */
function ScrollTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="sb-scroll-region"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table withTableBorder striped verticalSpacing="xs" style={{ minWidth: 360 }}>
        <caption className="sb-visually-hidden">{caption}</caption>
        {children}
      </Table>
    </Box>
  );
}

/** Payables and amount per status with the grand total. */
export function TotalsTable({ rows }: { rows: readonly PayableSummaryRow[] }) {
  const totals = totalsByStatus(rows);
  const format = useFormat();
  const [STATUS, COUNT, TOTAL, OUTSTANDING] = L.totalsColumns;
  return (
    <ScrollTable caption={L.totalsCaption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{STATUS}</Table.Th>
          <Table.Th scope="col" ta="right">
            {COUNT}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {TOTAL}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {OUTSTANDING}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {totals.map((t) => (
          <Table.Tr key={t.status}>
            <Table.Th scope="row" fw={400}>
              {t.status}
            </Table.Th>
            <Table.Td ta="right">{format.number(t.count)}</Table.Td>
            <Table.Td ta="right">{format.amount(t.total)}</Table.Td>
            <Table.Td ta="right">{format.amount(t.outstanding)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{L.grandTotal}</Table.Th>
          <Table.Td ta="right" fw={700}>
            {format.number(rows.length)}
          </Table.Td>
          <Table.Td ta="right" fw={700}>
            {format.amount(sumAmounts(rows.map((r) => r.total)))}
          </Table.Td>
          <Table.Td ta="right" fw={700}>
            {format.amount(sumAmounts(rows.map((r) => r.outstanding)))}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ScrollTable>
  );
}
