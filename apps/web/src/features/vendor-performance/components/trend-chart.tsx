import { BarChart } from '@mantine/charts';
import { Box, Paper, Stack, Table, Title, VisuallyHidden } from '@mantine/core';
import { vendorPerformanceMessages as m, type VendorPerformanceTrend } from '@sitebook/contract';
import { useId } from 'react';
import { useFormat } from '../../../lib/format';

/**
 * The bills by month: what they bill, one image named with every figure (with how many
 * bills and how many sent back or cancelled), the figures again as a table for screen readers.
 */
export function TrendChart({ trend }: { trend: VendorPerformanceTrend }) {
  const id = useId();
  const format = useFormat();
  const s = m.trendSeries;
  const alt = `${m.trendAlt}: ${trend
    .map((t) => `${t.month} ${format.amount(t.total)}, ${t.bills} ${s.bills}, ${t.returned} ${s.returned}`)
    .join('; ')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id} c="orange.9">
          {m.trend}
        </Title>
        <Box role="img" aria-label={alt}>
          <BarChart
            h={220}
            data={trend}
            dataKey="month"
            withTooltip={false}
            valueFormatter={(value) => format.amount(value)}
            series={[{ name: 'total', label: s.total, color: 'orange.7' }]}
            yAxisProps={{ width: 100 }}
          />
        </Box>
        <VisuallyHidden>
          <Table>
            <caption>{m.trend}</caption>
            <thead>
              <tr>
                <th>Month</th>
                <th>{s.bills}</th>
                <th>{s.total}</th>
                <th>{s.returned}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((t) => (
                <tr key={t.month}>
                  <td>{t.month}</td>
                  <td>{t.bills}</td>
                  <td>{format.amount(t.total)}</td>
                  <td>{t.returned}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Paper>
  );
}
