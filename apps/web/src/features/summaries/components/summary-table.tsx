import { Box, Paper, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Key, ReactNode } from 'react';
import { CARDS_QUERY } from '../../../components/paged-table';
import { usePrintMode } from '../use-print-mode';

export interface SummaryColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
  /** The totals row's cell (the first column's is the "Total" label). */
  total?: ReactNode;
  /** Money and counts are right-aligned. */
  numeric?: boolean;
}

interface SummaryTableProps<T> {
  caption: string;
  /** The first column names the row (a row header; a card's heading on a phone). */
  columns: SummaryColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T) => Key;
  busy?: boolean;
  /** Width below which the table scrolls sideways in its own box (default 640 px). */
  minWidth?: number;
}

/**
 * A summary's figures: every row (no pages, so the printout is whole) and a totals row. On a phone
 * each row is a card and the totals a last card, as the other lists; when printing always a table.
 */
export function SummaryTable<T>({
  caption,
  columns,
  rows,
  getRowKey,
  busy,
  minWidth = 640,
}: SummaryTableProps<T>) {
  const phone = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const printing = usePrintMode();
  const [first, ...rest] = columns;
  if (!first) return null;
  if (phone && !printing) {
    const card = (key: Key, heading: ReactNode, value: (c: SummaryColumn<T>) => ReactNode) => (
      <Paper key={key} component="li" withBorder radius="md" p="sm">
        <Title order={3} size="h5" mb={6} style={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Title>
        <Box component="dl" m={0} className="sb-summary-card">
          {rest.map((c) => (
            <Box key={c.header} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" c="gray.8" fw={600}>
                {c.header}
              </Text>
              <Text component="dd" size="sm" m={0} ta={c.numeric ? 'right' : undefined}>
                {value(c)}
              </Text>
            </Box>
          ))}
        </Box>
      </Paper>
    );
    return (
      <Box
        component="ul"
        aria-label={caption}
        aria-busy={busy || undefined}
        m={0}
        p={0}
        style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
        data-testid="summary-cards"
      >
        {rows.map((row) => card(getRowKey(row), first.render(row), (c) => c.render(row)))}
        {card('total', first.total, (c) => c.total)}
      </Box>
    );
  }
  return (
    <Box
      role="region"
      aria-label={caption}
      aria-busy={busy || undefined}
      tabIndex={0}
      className="sb-scroll-region sb-print-full"
      style={{ overflowX: 'auto', maxWidth: '100%' }}
    >
      <Table striped withTableBorder verticalSpacing="xs" fz={13} style={{ minWidth }}>
        <caption className="sb-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={c.numeric ? 'right' : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={getRowKey(row)}>
              <Table.Th scope="row" fw={400}>
                {first.render(row)}
              </Table.Th>
              {rest.map((c) => (
                <Table.Td
                  key={c.header}
                  ta={c.numeric ? 'right' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {c.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{first.total}</Table.Th>
            {rest.map((c) => (
              <Table.Td
                key={c.header}
                ta={c.numeric ? 'right' : undefined}
                fw={700}
                style={{ whiteSpace: 'nowrap' }}
              >
                {c.total}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Box>
  );
}
