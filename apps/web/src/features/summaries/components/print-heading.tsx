import { Stack, Text } from '@mantine/core';
import { summaryScreenMessages as S } from '@sitebook/contract';
import { useFormat } from '../../../lib/format';
import { useReadySession } from '../../../lib/session/use-session';

export interface PrintFilter {
  label: string;
  value: string;
}

/**
 * What a printed summary says above its figures, since the page's header and
 * toolbar are not printed (its title is): the company, its filters, the "as of" date, and who printed
 * it when. Hidden on screen (`.sb-print-only`, global.css).
 */
export function PrintHeading({ filters, asOf }: { filters: PrintFilter[]; asOf: string }) {
  const { company, user, userName } = useReadySession();
  const format = useFormat();
  const who = [user.firstName, user.lastName].filter(Boolean).join(' ') || userName;
  return (
    <Stack gap={2} className="sb-print-only" data-testid="print-heading">
      <Text fw={700}>{S.printCompany(company.companyName, company.companyCode)}</Text>
      <Text size="sm">
        {[...filters.map((f) => S.printFilter(f.label, f.value)), S.printAsOf(format.date(asOf))].join(' · ')}
      </Text>
      <Text size="xs">{S.printedBy(format.dateTime(new Date().toISOString()), who)}</Text>
    </Stack>
  );
}
