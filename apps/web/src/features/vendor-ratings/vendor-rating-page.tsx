import { Button, Stack, Text } from '@mantine/core';
import {
  commonMessages,
  vendorRatingMessages as m,
  vendorPerformanceMessages as pm,
  type RateableBill,
  rateableBillsQuerySchema,
} from '@sitebook/contract';
import { IconStar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar } from '../../components/list-toolbar';
import { LoadFailed } from '../../components/load-failed';
import { notifySuccess } from '../../components/notify';
import { PageTitle } from '../../components/page-title';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table';
import { RecordLink } from '../../components/record-link';
import { useFormat } from '../../lib/format';
import { useListState } from '../../lib/list-state';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useReadySession } from '../../lib/session/use-session';
import { failureText, useAction } from '../../lib/use-action';
import { RATING_PAGE_SIZE, useRateableBills, useSaveRating } from './api/ratings';
import { RatingDialog } from './components/rating-dialog';

const marksText = (bill: RateableBill) =>
  bill.myRating
    ? `${m.criteria.quality} ${bill.myRating.quality} · ${m.criteria.timeliness} ${bill.myRating.timeliness} · ${m.criteria.price} ${bill.myRating.price}`
    : m.notRated;

/**
 * Vendor Rating (/home/vendor/rating): the approved bills of the sites the user works on
 * (an ADMIN: every bill), each with the user's own rating; Rate opens the marks, Edit changes them
 * within 7 days. The averages show on My Vendors, View Vendor and the vendor picker.
 */
export default function VendorRatingPage() {
  const { sites } = useReadySession();
  const list = useListState(rateableBillsQuerySchema, { pageSize: RATING_PAGE_SIZE });
  const bills = useRateableBills(list.page, list.apiQuery);
  const save = useAction(useSaveRating());
  const format = useFormat();
  const [rating, setRating] = useState<RateableBill | null>(null);
  const filters = useMemo<ListFilter[]>(
    () => [
      {
        kind: 'select',
        name: 'siteId',
        label: pm.site,
        options: sites.map((s) => ({ value: String(s.siteId), label: s.siteName })),
      },
    ],
    [sites],
  );

  const columns: PagedTableColumn<RateableBill>[] = [
    {
      header: m.columns.bill,
      render: (b) => (
        <RecordLink to={RECORD_PATHS.viewPayable(b.vendorPayableCode)}>{b.vendorPayableCode}</RecordLink>
      ),
      noWrap: true,
      primary: true,
    },
    {
      header: m.columns.vendor,
      render: (b) => <RecordLink to={RECORD_PATHS.viewVendor(b.vendorCode)}>{b.vendorName}</RecordLink>,
      sortField: 'vendorName',
    },
    { header: m.columns.site, render: (b) => b.siteName },
    {
      header: m.columns.billDate,
      render: (b) => format.date(b.billDate),
      noWrap: true,
      sortField: 'billDate',
    },
    { header: m.columns.amount, render: (b) => format.amount(b.total), align: 'right', noWrap: true },
    { header: m.columns.status, render: (b) => b.status },
    { header: m.columns.rating, render: (b) => <Text size="sm">{marksText(b)}</Text> },
    {
      header: m.columns.actions,
      action: true,
      render: (b) =>
        b.myRating && !b.myRating.editable ? null : (
          <Button
            size="compact-sm"
            variant={b.myRating ? 'default' : 'filled'}
            leftSection={<IconStar size={16} aria-hidden />}
            aria-label={`${b.myRating ? m.editRating : m.rate} ${b.vendorName} ${b.vendorPayableCode}`}
            onClick={() => setRating(b)}
          >
            {b.myRating ? m.editRating : m.rate}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="md">
      <PageTitle mb={0}>{m.title}</PageTitle>
      <Text size="sm">{m.intro}</Text>
      <ListToolbar state={list} what={m.columns.bill.toLowerCase()} filters={filters} count={bills.data} />
      {bills.isError && (
        <LoadFailed
          title={commonMessages.unreachable}
          retry="Retry"
          error={bills.error}
          onRetry={() => void bills.refetch()}
        />
      )}
      <PagedTable
        caption={m.title}
        columns={columns}
        rows={bills.data?.rows}
        total={bills.data?.total}
        pageSize={RATING_PAGE_SIZE}
        loading={bills.isPending}
        busy={bills.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        getRowKey={(b) => b.payableId}
        emptyText={m.noBills}
      />
      <RatingDialog
        opened={rating !== null}
        subject={rating ? `${rating.vendorName} (${rating.vendorCode}), ${rating.vendorPayableCode}` : ''}
        initial={rating?.myRating ?? undefined}
        onClose={() => setRating(null)}
        saving={save.pending}
        onSave={async (marks) => {
          if (!rating) return undefined;
          const outcome = await save.run({
            payableId: rating.payableId,
            ratingId: rating.myRating?.ratingId,
            ...marks,
          });
          if (!outcome.ok) {
            return outcome.kind === 'refused'
              ? (outcome.message ?? outcome.error.message)
              : failureText(outcome, { unreachable: commonMessages.unreachable });
          }
          notifySuccess(m.saved(rating.vendorPayableCode));
          setRating(null);
          return undefined;
        }}
      />
    </Stack>
  );
}
