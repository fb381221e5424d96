import { BarChart } from '@mantine/charts';
import { Anchor, Box, Paper, Stack, Title } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { sumAmounts, useFormat } from '../../../lib/format';
import { signedAmount } from '../signed-amount';
import { SummaryTable } from './summary-table';

export interface ChartDatum {
  key: string;
  label: string;
  amount: number;
  /** Payables counted (the by-status chart). */
  count?: number;
  /** The screen that shows this figure in detail; none for a figure no screen details. */
  href?: string;
  /** That screen's title, for the link's accessible name. */
  where?: string;
}

interface FigureChartProps {
  title: string;
  /** The first column's header of the figures table. */
  labelHeader: string;
  data: ChartDatum[];
  totalLabel: string;
  emptyText?: string;
}

/**
 * A bar chart of amounts with its text alternative: the chart is one image named with every figure,
 * and the same figures follow as a table (each label a link to the detail, a totals row) that also
 * serves the printout. A bar opens its detail too. A figure without `href` is plain text and its bar
 * opens nothing; an amount below 0 (what vendors owe back) is shown "… Dr", its bar below the axis.
 */
export function FigureChart({ title, labelHeader, data, totalLabel, emptyText }: FigureChartProps) {
  const id = useId();
  const format = useFormat();
  const navigate = useNavigate();
  const withCount = data.some((d) => d.count !== undefined);
  // Room for the longest tick: the largest figure's digits, a minus sign (a bar below the axis) and
  // a rounder next tick ("19,50,000.00" above 18,21,550.50); a fixed 90 px cut off "-6,50,000.00".
  const longest = Math.max(4, ...data.map((d) => format.amount(Math.abs(d.amount)).length));
  const axisWidth = Math.max(60, (longest + 2) * 8);
  const alt = S.chartAlt(
    title,
    data.map((d) => `${d.label} ${signedAmount(format, d.amount)}`).join('; ') || (emptyText ?? ''),
  );
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className="sb-print-plain"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id={id} c="orange.9">
          {title}
        </Title>
        <Box role="img" aria-label={alt} className="sb-chart">
          <BarChart
            h={220}
            data={data.map((d) => ({ label: d.label, amount: d.amount }))}
            dataKey="label"
            series={[{ name: 'amount', label: S.amountColumn, color: 'orange.7' }]}
            // The axis ticks are positions on the scale, signed with '-' (a "… Dr" tick would wrap).
            valueFormatter={(value) => format.amount(value)}
            withTooltip={false}
            yAxisProps={{ width: axisWidth }}
            barChartProps={{
              onClick: (state) => {
                const datum = data[Number(state?.activeTooltipIndex)];
                if (datum?.href) navigate(datum.href);
              },
              style: { cursor: 'pointer' },
            }}
          />
        </Box>
        <SummaryTable
          caption={S.figuresOf(title)}
          columns={[
            {
              header: labelHeader,
              render: (d: ChartDatum) =>
                d.href ? (
                  <Anchor
                    component={Link}
                    to={d.href}
                    fz="inherit"
                    aria-label={
                      d.where
                        ? S.openFigure(`${d.label} ${signedAmount(format, d.amount)}`, d.where)
                        : undefined
                    }
                  >
                    {d.label}
                  </Anchor>
                ) : (
                  d.label
                ),
              total: totalLabel,
            },
            ...(withCount
              ? [
                  {
                    header: S.countColumn,
                    render: (d: ChartDatum) => format.number(d.count),
                    total: format.number(data.reduce((n, d) => n + (d.count ?? 0), 0)),
                    numeric: true,
                  },
                ]
              : []),
            {
              header: S.amountColumn,
              render: (d) => signedAmount(format, d.amount),
              total: signedAmount(format, sumAmounts(data.map((d) => d.amount))),
              numeric: true,
            },
          ]}
          rows={data}
          getRowKey={(d) => d.key}
          minWidth={0}
        />
      </Stack>
    </Paper>
  );
}
