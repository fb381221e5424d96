import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  API,
  apiPath,
  ledgerMessages as L,
  type VendorLedger as Ledger,
  type LedgerEntry,
  payableSchema,
  ledgerStatementMessages as S,
  settlementScreenMessages as s,
} from '@sitebook/contract';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DateField } from '../../../components/date-field';
import { alertDialog } from '../../../components/dialogs';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { Section } from '../../../components/section';
import { type Formatters, useFormat } from '../../../lib/format';
import { keyHeaders } from '../../../lib/key-headers';
import { getListPage } from '../../../lib/list-page';
import { RECORD_PATHS } from '../../../lib/record-paths';
import { useReadySession } from '../../../lib/session/use-session';
import { failureText, useAction } from '../../../lib/use-action';
import type { LedgerPeriod } from '../api/keys';
import { downloadStatement, useVendorLedger } from '../api/queries';
import { QueryError } from './query-error';

const C = L.columns;
const LEDGER_PAGE_SIZE = 25;
const PAYABLES_PATH = '/home/vendor/payables';
export const SETTLEMENT_PATH = `${PAYABLES_PATH}/settlement`;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A signed balance as "12,500.00 Cr" (positive: we owe the vendor) or "… Dr". */
export const balanceText = (format: Formatters, balance: number) =>
  s.balance(format.amount(Math.abs(balance)), balance < 0 ? 'Dr' : 'Cr');

const amountOrBlank = (format: Formatters, value: number) => (value === 0 ? '' : format.amount(value));

/** A line of the statement as shown: the ledger's entries, after the brought-forward line when there is one. */
type Line = { entry: LedgerEntry } | { broughtForward: number };

const linesOf = (data: Ledger | undefined): Line[] | undefined =>
  data && [
    ...(data.from === null ? [] : [{ broughtForward: data.openingBalance }]),
    ...data.entries.map((entry) => ({ entry })),
  ];

/** The payable's code in a bill line's reference ("VPB00001 (INV-1)" → "VPB00001"). */
const codeOf = (reference: string) => reference.split(' ')[0] ?? reference;

/**
 * A bill's reference: a link to View Payable by its code (a new tab, a copied address),
 * which on a click fetches the payable and opens View Payable with it (the list searched for its code
 * when it cannot be read).
 */
function BillLink({ entry, vendorId }: { entry: LedgerEntry; vendorId: number }) {
  const { context } = useReadySession();
  const navigate = useNavigate();
  const code = codeOf(entry.reference);
  const listed = `${PAYABLES_PATH}?${new URLSearchParams({ q: code, vendorId: String(vendorId) })}`;
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    try {
      const path = apiPath(API.payablesForTenant, { tenantCode: context.companyCode });
      const page = await getListPage(path, 1, 10, payableSchema, keyHeaders(context), listed.split('?')[1]);
      const payable = page.rows.find((p) => p.vendorPayableId === entry.payableId);
      if (payable) {
        navigate(RECORD_PATHS.viewPayable(code), { state: payable });
        return;
      }
    } catch {
      // The list shows the search and its own refusal.
    }
    navigate(listed);
  };
  return (
    <Anchor
      component={Link}
      to={RECORD_PATHS.viewPayable(code)}
      onClick={open}
      title={S.openPayable(code)}
      fz="inherit"
    >
      {entry.reference}
    </Anchor>
  );
}

/** A line's reference: a bill's opens the payable, a payment's Vendor Settlement for the vendor. */
function Reference({ entry, vendorId }: { entry: LedgerEntry; vendorId: number }) {
  const note = entry.note && !entry.reference.startsWith(entry.note) ? entry.note : '';
  let reference = <>{entry.reference}</>;
  if (entry.payableId !== null && entry.reference) reference = <BillLink entry={entry} vendorId={vendorId} />;
  else if (entry.paymentId !== null && entry.reference) {
    reference = (
      <Anchor
        component={Link}
        to={`${SETTLEMENT_PATH}?vendorId=${vendorId}`}
        title={S.openPayment(codeOf(entry.reference))}
        fz="inherit"
      >
        {entry.reference}
      </Anchor>
    );
  }
  return (
    <>
      {reference}
      {note && (
        <Text component="span" size="sm" c="gray.7" display="block">
          {note}
        </Text>
      )}
    </>
  );
}

function ledgerColumns(format: Formatters, vendorId: number): PagedTableColumn<Line>[] {
  return [
    {
      header: C.date,
      render: (l) => ('entry' in l ? format.date(l.entry.date) : ''),
      noWrap: true,
    },
    {
      header: C.kind,
      render: (l) => ('entry' in l ? S.kinds[l.entry.kind] : <strong>{S.broughtForward}</strong>),
      primary: true,
    },
    {
      header: C.reference,
      render: (l) => ('entry' in l ? <Reference entry={l.entry} vendorId={vendorId} /> : ''),
    },
    {
      header: C.debit,
      render: (l) => ('entry' in l ? amountOrBlank(format, l.entry.debit) : ''),
      align: 'right',
      noWrap: true,
    },
    {
      header: C.credit,
      render: (l) => ('entry' in l ? amountOrBlank(format, l.entry.credit) : ''),
      align: 'right',
      noWrap: true,
    },
    {
      header: C.balance,
      render: (l) => balanceText(format, 'entry' in l ? l.entry.balance : l.broughtForward),
      align: 'right',
      noWrap: true,
    },
  ];
}

/** The period asked: a complete date or none at each end, and a start not after the end. */
const periodOf = (from: string, to: string): LedgerPeriod | null => {
  if ((from && !ISO_DATE.test(from)) || (to && !ISO_DATE.test(to))) return null;
  if (from && to && from > to) return null;
  return { from: from || undefined, to: to || undefined };
};

/** The period's From / To, All dates, and the statement's two files. */
function StatementToolbar({
  from,
  to,
  onFrom,
  onTo,
  onClear,
  reversed,
  onDownload,
  downloading,
}: {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onClear: () => void;
  reversed: boolean;
  onDownload: ((format: 'xlsx' | 'pdf') => void) | null;
  downloading: 'xlsx' | 'pdf' | null;
}) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="sm">
      <DateField
        label={S.fromLabel}
        value={from}
        onChange={onFrom}
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', xs: 170 }}
      />
      <DateField
        label={S.toLabel}
        value={to}
        onChange={onTo}
        error={reversed ? S.periodReversed : undefined}
        w={{ base: 'calc(50% - var(--mantine-spacing-xs))', xs: 170 }}
      />
      <Button variant="subtle" onClick={onClear} disabled={!from && !to}>
        {S.clearPeriod}
      </Button>
      <Group gap="sm" ml={{ base: 0, sm: 'auto' }} wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
          onClick={() => onDownload?.('xlsx')}
          loading={downloading === 'xlsx'}
          disabled={onDownload === null || downloading !== null}
        >
          {S.downloadXlsx}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
          onClick={() => onDownload?.('pdf')}
          loading={downloading === 'pdf'}
          disabled={onDownload === null || downloading !== null}
        >
          {S.printPdf}
        </Button>
      </Group>
    </Group>
  );
}

/**
 * The Ledger section of View Vendor (a statement of account): a period
 * (From / To, both optional), the balance brought forward when it has a start, each line in date
 * order with its kind, reference (a bill's opens the payable, a payment's Vendor Settlement),
 * debit, credit and the running balance with Cr/Dr, the closing balance, and the same statement
 * as .xlsx or a printable PDF (fetched with the token).
 */
export function VendorLedger({
  vendor,
  vendorLabel,
  initialPeriod = {},
  scrollIntoView = false,
}: {
  vendor: { vendorId: number; vendorCode: string };
  vendorLabel: string;
  /** The period to open with (a summary's link passes its date as the end). */
  initialPeriod?: LedgerPeriod;
  /** Bring the section into view once it has its lines (opened from a summary to see the ledger). */
  scrollIntoView?: boolean;
}) {
  const format = useFormat();
  const { context } = useReadySession();
  const [from, setFrom] = useState(initialPeriod.from ?? '');
  const [to, setTo] = useState(initialPeriod.to ?? '');
  const [asked, setAsked] = useState<LedgerPeriod>(() => periodOf(from, to) ?? {});
  const reversed = from !== '' && to !== '' && ISO_DATE.test(from) && ISO_DATE.test(to) && from > to;
  // A half-typed or reversed period keeps the last statement shown.
  const change = (nextFrom: string, nextTo: string) => {
    const period = periodOf(nextFrom, nextTo);
    if (period) setAsked(period);
  };
  const ledger = useVendorLedger(vendor.vendorId, asked);
  const statement = useAction(
    useMutation({
      mutationFn: (fileFormat: 'xlsx' | 'pdf') => downloadStatement(context, vendor, asked, fileFormat),
    }),
    { expect: 200 },
  );
  /** The format being downloaded, else null. */
  const downloading = statement.variables ?? null;
  const data = ledger.data;
  const lines = linesOf(data);
  const top = useRef<HTMLDivElement>(null);
  const hasData = data !== undefined;
  useEffect(() => {
    if (scrollIntoView && hasData) top.current?.scrollIntoView?.({ block: 'start' });
  }, [scrollIntoView, hasData]);

  const download = async (fileFormat: 'xlsx' | 'pdf') => {
    const outcome = await statement.run(fileFormat);
    if (!outcome.ok) await alertDialog(failureText(outcome, { unreachable: S.downloadFailed }));
  };

  return (
    <div ref={top} style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 60px) + 8px)' }}>
      <Section title={L.title} grid={false}>
        <StatementToolbar
          from={from}
          to={to}
          onFrom={(value) => {
            setFrom(value);
            change(value, to);
          }}
          onTo={(value) => {
            setTo(value);
            change(from, value);
          }}
          onClear={() => {
            setFrom('');
            setTo('');
            setAsked({});
          }}
          reversed={reversed}
          onDownload={reversed ? null : (f) => void download(f)}
          downloading={downloading}
        />
        {ledger.isError ? (
          <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <PagedTable
            key={`${asked.from ?? ''}:${asked.to ?? ''}`}
            caption={s.ledgerCaption(vendorLabel)}
            columns={ledgerColumns(format, vendor.vendorId)}
            rows={lines}
            getRowKey={(l, i) => ('entry' in l ? `${l.entry.kind}-${l.entry.recordId}-${i}` : 'bf')}
            pageSize={LEDGER_PAGE_SIZE}
            loading={ledger.isPending}
            busy={ledger.isFetching && !ledger.isPending}
            loadingText={s.loadingLedger}
            emptyText={L.noEntries}
            cardHeadingOrder={4}
            minWidth={720}
          />
        )}
        {data && (
          <Stack gap={0} mt="sm" align="flex-end">
            <Text fw={700} ta="right">
              {S.closing} {s.balance(format.amount(Math.abs(data.closingBalance)), data.closingType)}
            </Text>
            {data.closingDate && (
              <Text size="sm" ta="right">
                {s.closingAsOf(format.date(data.closingDate))}
              </Text>
            )}
          </Stack>
        )}
      </Section>
    </div>
  );
}
