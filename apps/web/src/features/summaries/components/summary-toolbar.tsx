import { Button, Group, Select } from '@mantine/core';
import {
  type ExportFormat,
  listMessages,
  summaryScreenMessages as S,
  type Site,
  siteLabel,
  vendorSummaryMessages as V,
} from '@sitebook/contract';
import { IconFileSpreadsheet, IconFileTypeCsv, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DateField } from '../../../components/date-field';
import { alertDialog } from '../../../components/dialogs';
import { useReadySession } from '../../../lib/session/use-session';
import { failureText, useAction } from '../../../lib/use-action';
import { downloadSummary, isCompleteDate, type SummaryKind } from '../api/summaries';
import { useSummaryFilters } from '../use-summary-filters';
import { type PrintFilter, PrintHeading } from './print-heading';

const ALL = 'all';

const siteOptions = (sites: readonly Site[]) => [
  { value: ALL, label: V.allSites },
  ...sites.map((s) => ({ value: String(s.siteId), label: siteLabel(s) })),
];

/**
 * The filters and actions every summary shares: the site (all sites or one, from the session),
 * the "as of" date, Export .xlsx and CSV (the server's format=xlsx / format=csv answer, fetched
 * with the token; the CSV holds the summary's main table) and Print. `children` adds a screen's own control (the ageing's By vendor / By site switch).
 */
export function SummaryToolbar({
  kind,
  printFilters = [],
  children,
}: {
  kind: SummaryKind;
  /** A screen's own filters for the printed heading (the ageing's view), after the site. */
  printFilters?: PrintFilter[];
  children?: ReactNode;
}) {
  const { sites, context } = useReadySession();
  const { filters, setDate, setSiteId } = useSummaryFilters();
  const download = useAction(
    useMutation({ mutationFn: (format: ExportFormat) => downloadSummary(kind, context, filters, format) }),
    { expect: 200 },
  );
  /** The format being downloaded, else null. */
  const exporting = download.variables ?? null;

  const exportFile = async (format: ExportFormat) => {
    const failed = format === 'xlsx' ? S.exportFailed : listMessages.exportFailed;
    const outcome = await download.run(format);
    if (!outcome.ok) await alertDialog(failureText(outcome, { unreachable: failed }));
  };

  const site = filters.siteId === null ? undefined : sites.find((s) => s.siteId === filters.siteId);
  const siteShown = site ? siteLabel(site) : V.allSites;
  return (
    <>
      <PrintHeading
        filters={[{ label: S.siteLabel, value: siteShown }, ...printFilters]}
        asOf={filters.date}
      />
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
        <DateField
          label={V.asOf}
          required
          value={filters.date}
          onChange={setDate}
          w={{ base: '100%', xs: 180 }}
        />
        {children}
        <Group gap="sm" ml={{ base: 0, sm: 'auto' }}>
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            onClick={() => void exportFile('xlsx')}
            loading={exporting === 'xlsx'}
            disabled={!isCompleteDate(filters.date) || exporting !== null}
          >
            {V.exportXlsx}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            onClick={() => void exportFile('csv')}
            loading={exporting === 'csv'}
            disabled={!isCompleteDate(filters.date) || exporting !== null}
          >
            {listMessages.exportCsv}
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
    </>
  );
}
