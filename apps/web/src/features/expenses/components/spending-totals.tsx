import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { type AdvanceSpending, advanceLabels as l, advanceReconcileMessages as rm } from '@sitebook/contract';
import { useFormat } from '../../../lib/format';

/**
 * Requested, approved, spent and remaining of an advance, as the server summed them; returned and
 * reimbursed when there are any (remaining = approved − spent − returned + reimbursed).
 */
export function SpendingTotals({ spending }: { spending: AdvanceSpending | undefined }) {
  const format = useFormat();
  const show = (n: number | null | undefined) =>
    spending === undefined ? '…' : n == null ? l.notApproved : format.amount(n);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" aria-label="Totals" role="group">
      <Total label={l.totals.requested} value={show(spending?.requestedAmount)} />
      <Total label={l.totals.approved} value={show(spending?.approvedAmount)} />
      <Total label={l.totals.spent} value={show(spending?.spentAmount)} />
      {(spending?.returnedAmount ?? 0) !== 0 && (
        <Total label={rm.returned} value={show(spending?.returnedAmount)} />
      )}
      {(spending?.reimbursedAmount ?? 0) !== 0 && (
        <Total label={rm.reimbursed} value={show(spending?.reimbursedAmount)} />
      )}
      <Total
        label={l.totals.remaining}
        value={show(spending?.remainingAmount)}
        negative={(spending?.remainingAmount ?? 0) < 0}
      />
    </SimpleGrid>
  );
}

function Total({ label, value, negative = false }: { label: string; value: string; negative?: boolean }) {
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" c="gray.8" fw={600}>
          {label}
        </Text>
        <Text
          fw={700}
          c={negative ? 'red.8' : undefined}
          data-testid={`total-${label.toLowerCase()}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          {value}
        </Text>
      </Group>
    </Paper>
  );
}
