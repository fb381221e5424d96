import { Box, Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  commonMessages,
  payableLabels as L,
  payableMessages as M,
  PAGE_SIZES,
  PAYABLE_STATUSES,
  type PayablePopulateResponse,
  type PayableStatus,
  type PayableSummaryRow,
  payablePopulateResponseSchema,
  payableSummaryRowSchema,
  siteLabel,
  vendorMessages,
} from '@sitebook/contract';
import { IconEraser, IconListDetails, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { alertDialog } from '../../components/dialogs';
import { PageTitle } from '../../components/page-title';
import { PagedTable } from '../../components/paged-table';
import { messageOf, trySubmit } from '../../lib/api-client';
import { sumAmounts, useFormat } from '../../lib/format';
import { useReadySession } from '../../lib/session/use-session';
import { usePopulateSummary, useSalaryCycle, useStatusSummary } from './api/summary';
import { Section } from './components/section';
import { VendorPicker } from './components/vendor-picker';
import { isPayableStatus, toDmy, todayIso } from './payable-form';

const F = L.fields;
/** The green of List (spec: a green button), dark enough for white text (6:1, WCAG AA). */
const LIST_GREEN = '#1e6b2e';
const summaryRowsSchema = z.array(payableSummaryRowSchema);
type PopulatedRow = PayablePopulateResponse['list'][number];

interface StatusTotal {
  status: string;
  count: number;
  total: number;
}

/** Count and amount per status, in the statuses' order (statuses without rows left out). */
function totalsByStatus(rows: readonly PayableSummaryRow[]): StatusTotal[] {
  const byStatus = new Map<string, StatusTotal>();
  for (const row of rows) {
    const entry = byStatus.get(row.status) ?? { status: row.status, count: 0, total: 0 };
    entry.count += 1;
    entry.total = sumAmounts([entry.total, row.amount]);
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

function TotalsTable({ rows }: { rows: readonly PayableSummaryRow[] }) {
  const totals = totalsByStatus(rows);
  const format = useFormat();
  const [STATUS, COUNT, TOTAL] = L.totalsColumns;
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
            {format.amount(sumAmounts(rows.map((r) => r.amount)))}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ScrollTable>
  );
}

/** Summary By Status (/home/vendor/payables/statussumm). */
export default function StatusSummaryPage() {
  const { sites } = useReadySession();
  const format = useFormat();
  const firstSite = sites[0]?.siteCode ?? null;
  const [billDate, setBillDate] = useState(todayIso);
  const [siteCode, setSiteCode] = useState<string | null>(firstSite);
  const [vendorId, setVendorId] = useState<string | null>(null);
  const [status, setStatus] = useState<PayableStatus | null>(null);
  const [rows, setRows] = useState<PayableSummaryRow[] | null>(null);
  const [populated, setPopulated] = useState<PopulatedRow[] | null>(null);
  const [listing, setListing] = useState(false);
  const [populating, setPopulating] = useState(false);
  const cycle = useSalaryCycle(toDmy(billDate));
  const summary = useStatusSummary();
  const populate = usePopulateSummary();
  const busy = listing || populating;

  const siteOptions = sites.map((s) => ({ value: s.siteCode, label: siteLabel(s) }));
  const siteByCode = new Map(sites.map((s) => [s.siteCode, s]));

  const list = async () => {
    if (!billDate) return alertDialog(M.billDateRequired);
    if (!siteCode) return alertDialog(M.selectSite);
    if (!vendorId && !status) return alertDialog(M.selectVendorOrStatus);
    setListing(true);
    const response = await trySubmit(() =>
      summary.mutateAsync({
        billDate: toDmy(billDate),
        siteCode,
        vendorId: vendorId ? Number(vendorId) : '',
        status: status ?? '',
      }),
    );
    setListing(false);
    const parsed = summaryRowsSchema.safeParse(response?.body);
    if (response?.status === 202 && parsed.success) {
      setRows(parsed.data);
      return;
    }
    // Spec section 8: 500 alerts the message; other statuses 'Something Went Wrong.'
    const message = messageOf(response?.body);
    if (response?.status === 500 && message) return alertDialog(message);
    return alertDialog(M.somethingWentWrongSummary);
  };

  const runPopulate = async () => {
    if (!billDate) return alertDialog(M.billDateRequired);
    setPopulating(true);
    const response = await trySubmit(() => populate.mutateAsync(toDmy(billDate)));
    setPopulating(false);
    const parsed = payablePopulateResponseSchema.safeParse(response?.body);
    if (response?.status === 202 && parsed.success) {
      setPopulated(parsed.data.list);
      return alertDialog(parsed.data.message);
    }
    // Spec section 8: 500 and 404 alert the message; other statuses 'Something went wrong.'
    const message = messageOf(response?.body);
    if ((response?.status === 500 || response?.status === 404) && message) return alertDialog(message);
    return alertDialog(vendorMessages.somethingWentWrong);
  };

  /** Clear: the filters back to their defaults and the results gone. */
  const clear = () => {
    setBillDate(todayIso());
    setSiteCode(firstSite);
    setVendorId(null);
    setStatus(null);
    setRows(null);
    setPopulated(null);
  };

  const [CODE, VENDOR, BILL, DUE, AMOUNT, STATUS] = L.summaryColumns;
  const [P_SITE, P_STATUS, P_COUNT, P_TOTAL] = L.populateColumns;

  return (
    <Stack gap="md" maw={1100}>
      <PageTitle mb={0}>{M.summaryTitle}</PageTitle>
      <Section title={L.filters} grid={false}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <TextInput
            label={F.billDate}
            type="date"
            required
            value={billDate}
            onChange={(e) => setBillDate(e.currentTarget.value)}
          />
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
            value={siteCode}
            onChange={setSiteCode}
            allowDeselect={false}
            searchable
          />
          <VendorPicker
            label={F.vendorName}
            value={vendorId}
            onChange={(id) => setVendorId(id)}
            clearable
            clearButtonProps={{ 'aria-label': L.clearVendor, tabIndex: 0, 'aria-hidden': false }}
          />
          <Select
            label={F.status}
            data={[...PAYABLE_STATUSES]}
            value={status}
            onChange={(v) => setStatus(v && isPayableStatus(v) ? v : null)}
            clearable
            clearButtonProps={{ 'aria-label': L.clearStatus, tabIndex: 0, 'aria-hidden': false }}
          />
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button
            color={LIST_GREEN}
            leftSection={<IconListDetails size={18} aria-hidden />}
            onClick={() => void list()}
            loading={listing}
            disabled={busy && !listing}
          >
            {L.list}
          </Button>
          <Button
            variant="default"
            leftSection={<IconEraser size={18} aria-hidden />}
            onClick={clear}
            disabled={busy}
          >
            {L.clear}
          </Button>
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={() => void runPopulate()}
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

      {rows && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {L.summaryCaption}
          </Title>
          <PagedTable<PayableSummaryRow>
            caption={L.summaryCaption}
            rows={rows}
            pageSize={PAGE_SIZES.payables}
            getRowKey={(r) => r.vendorPayableId}
            cardHeadingOrder={4}
            columns={[
              { header: CODE, render: (r) => r.vendorPayableCode, noWrap: true },
              { header: VENDOR, render: (r) => r.vendorName },
              { header: BILL, render: (r) => format.date(r.billDate), noWrap: true },
              { header: DUE, render: (r) => format.date(r.paymentDueDate), noWrap: true },
              { header: AMOUNT, render: (r) => format.amount(r.amount), align: 'right', noWrap: true },
              { header: STATUS, render: (r) => r.status },
            ]}
          />
          <Title order={3} size="h5">
            {L.totalsCaption}
          </Title>
          <TotalsTable rows={rows} />
        </Stack>
      )}

      {populated && (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {L.populateCaption}
          </Title>
          <PagedTable<PopulatedRow>
            caption={L.populateCaption}
            rows={populated}
            pageSize={PAGE_SIZES.payables}
            getRowKey={(r) => `${r.siteCode}|${r.status}`}
            cardHeadingOrder={4}
            columns={[
              {
                header: P_SITE,
                render: (r) => {
                  const site = siteByCode.get(r.siteCode);
                  return site ? siteLabel(site) : r.siteCode;
                },
              },
              { header: P_STATUS, render: (r) => r.status },
              { header: P_COUNT, render: (r) => format.number(r.count), align: 'right' },
              { header: P_TOTAL, render: (r) => format.amount(r.totalAmount), align: 'right', noWrap: true },
            ]}
          />
        </Stack>
      )}
    </Stack>
  );
}
