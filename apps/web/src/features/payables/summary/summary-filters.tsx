import { Button, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  commonMessages,
  payableLabels as L,
  PAYABLE_STATUSES,
  type Site,
  siteLabel,
} from '@sitebook/contract';
import { IconEraser, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { DateField } from '../../../components/date-field';
import { Section } from '../../../components/section';
import { VendorPicker } from '../../../components/vendor-picker';
import { isPayableStatus } from '../payable-form';
import type { SummaryFilterState } from './use-status-summary';

const F = L.fields;
/** The green of List (spec: a green button), dark enough for white text (6:1, WCAG AA). */
const LIST_GREEN = '#1e6b2e';

interface SummaryFiltersProps {
  sites: readonly Site[];
  filters: SummaryFilterState;
  cycle: { data?: string; isFetching: boolean };
  listing: boolean;
  populating: boolean;
  onList: () => void;
  onClear: () => void;
  onPopulate: () => void;
}

/** The filter form of Summary By Status with its List, Clear and Populate buttons. */
export function SummaryFilters({
  sites,
  filters,
  cycle,
  listing,
  populating,
  onList,
  onClear,
  onPopulate,
}: SummaryFiltersProps) {
  const busy = listing || populating;
  const siteOptions = sites.map((s) => ({ value: s.siteCode, label: siteLabel(s) }));
  return (
    <Section title={L.filters} grid={false}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <DateField label={F.billDate} required value={filters.billDate} onChange={filters.setBillDate} />
        <TextInput
          label={F.salaryCycle}
          readOnly
          variant="filled"
          value={cycle.data ?? ''}
          placeholder={cycle.isFetching ? commonMessages.loadingDots : undefined}
        />
        <Select
          label={F.siteName}
          required
          data={siteOptions}
          value={filters.siteCode}
          onChange={filters.setSiteCode}
          allowDeselect={false}
          searchable
        />
        <VendorPicker
          label={F.vendorName}
          value={filters.vendorId}
          onChange={(id) => filters.setVendorId(id)}
          clearable
          clearButtonProps={{ 'aria-label': L.clearVendor, tabIndex: 0, 'aria-hidden': false }}
        />
        <Select
          label={F.status}
          data={[...PAYABLE_STATUSES]}
          value={filters.status}
          onChange={(v) => filters.setStatus(v && isPayableStatus(v) ? v : null)}
          clearable
          clearButtonProps={{ 'aria-label': L.clearStatus, tabIndex: 0, 'aria-hidden': false }}
        />
      </SimpleGrid>
      <Group mt="md" gap="sm">
        <Button
          color={LIST_GREEN}
          leftSection={<IconListDetails size={18} aria-hidden />}
          onClick={onList}
          loading={listing}
          disabled={busy && !listing}
        >
          {L.list}
        </Button>
        <Button
          variant="default"
          leftSection={<IconEraser size={18} aria-hidden />}
          onClick={onClear}
          disabled={busy}
        >
          {L.clear}
        </Button>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onPopulate}
          disabled={busy}
        >
          {L.populate}
        </Button>
      </Group>
      {populating && (
        <Text role="status" mt="sm" fw={600}>
          {commonMessages.loadingData}
        </Text>
      )}
    </Section>
  );
}
