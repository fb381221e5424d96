import { Stack } from '@mantine/core';
import { payableMessages as M } from '@sitebook/contract';
import { PageTitle } from '../../components/page-title';
import { useAllSites } from '../../lib/session/use-all-sites';
import { SummaryFilters } from './summary/summary-filters';
import { PopulateResults, SummaryResults } from './summary/summary-results';
import { useStatusSummaryPage } from './summary/use-status-summary';

/** Summary By Status (/home/vendor/payables/statussumm). */
export default function StatusSummaryPage() {
  const page = useStatusSummaryPage();
  // Populate names each site of its rows, deactivated ones too.
  const allSites = useAllSites();
  return (
    <Stack gap="md" maw={1100}>
      <PageTitle mb={0}>{M.summaryTitle}</PageTitle>
      <SummaryFilters
        sites={page.sites}
        filters={page.filters}
        cycle={page.cycle}
        listing={page.listing}
        populating={page.populating}
        onList={page.list}
        onClear={page.clear}
        onPopulate={page.populate}
      />
      {page.rows && <SummaryResults rows={page.rows} />}
      {page.populated && <PopulateResults rows={page.populated} sites={allSites} />}
    </Stack>
  );
}
