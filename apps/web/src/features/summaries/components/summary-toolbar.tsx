import { Button, Group, Select, TextInput } from '@mantine/core';
import {
  summaryScreenMessages as S,
  type Site,
  siteLabel,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { alertDialog } from '../../../components/dialogs';
import { messageOf } from '../../../lib/api-client';
import { useReadySession } from '../../../lib/session/use-session';
import { downloadSummary, isCompleteDate, type SummaryKind } from '../api/summaries';
import { useSummaryFilters } from '../use-summary-filters';

const ALL = 'all';

const siteOptions = (sites: readonly Site[]) => [
  { value: ALL, label: V.allSites },
  ...sites.map((s) => ({ value: String(s.siteId), label: siteLabel(s) })),
];

/**
 * The filters and actions every summary shares: the site (all sites or one, from the session),
 * the "as of" date, Export .xlsx (the server's format=xlsx answer, fetched with the token) and
 * Print. `children` adds a screen's own control (the ageing's By vendor / By site switch).
 */
export function SummaryToolbar({ kind, children }: { kind: SummaryKind; children?: ReactNode }) {
  const { sites, context } = useReadySession();
  const { filters, setDate, setSiteId } = useSummaryFilters();
  const [exporting, setExporting] = useState(false);

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const answer = await downloadSummary(kind, context, filters);
      if (answer.status !== 200) await alertDialog(messageOf(answer.body) ?? S.exportFailed);
    } catch {
      await alertDialog(S.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap" className="sb-no-print">
      <Select
        label={S.siteLabel}
        data={siteOptions(sites)}
        value={filters.siteId === null ? ALL : String(filters.siteId)}
        onChange={(value) => setSiteId(value && value !== ALL ? Number(value) : null)}
        allowDeselect={false}
        searchable
        w={{ base: '100%', xs: 260 }}
      />
      <TextInput
        label={V.asOf}
        type="date"
        required
        value={filters.date}
        onChange={(event) => setDate(event.currentTarget.value)}
        w={{ base: '100%', xs: 180 }}
      />
      {children}
      <Group gap="sm" ml={{ base: 0, sm: 'auto' }}>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={() => void exportXlsx()}
          loading={exporting}
          disabled={!isCompleteDate(filters.date)}
        >
          {V.exportXlsx}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => window.print()}
        >
          {V.print}
        </Button>
      </Group>
    </Group>
  );
}
