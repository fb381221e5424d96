import { Alert, Button, Divider, Group, Paper, Stack } from '@mantine/core';
import {
  ATTRIBUTE,
  commonMessages,
  listMessages,
  PAGE_SIZES,
  RATED_BELOW_DEFAULT,
  VENDOR_FILTER_STATUSES,
  type Vendor,
  vendorListQuerySchema,
  vendorMessages,
  vendorRatingMessages,
} from '@sitebook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { alertDialog, confirmDialog } from '../../components/dialogs';
import type { ListFilter } from '../../components/list-filters';
import { ListToolbar, noMatchText, useFilterChips } from '../../components/list-toolbar';
import { PageTitle } from '../../components/page-title';
import { NetworkError } from '../../lib/api-client';
import { useListState } from '../../lib/list-state';
import { RECORD_PATHS } from '../../lib/record-paths';
import { useReadySession } from '../../lib/session/use-session';
import { useAction } from '../../lib/use-action';
import { useDeleteVendor } from './api/delete-vendor';
import { exportVendors, useVendorPage } from './api/get-vendors';
import { BulkDeletePanel } from './components/bulk-delete-panel';
import { BulkUploadPanel } from './components/bulk-upload-panel';
import { VendorTable } from './components/vendor-table';
import { showVendorRefusal } from './vendor-outcome';

const NAME = listMessages.names.vendors;

/** The vendor list's filters: status, the company's categories, city and state (any case or accents). */
function vendorFilters(categories: readonly string[]): ListFilter[] {
  return [
    {
      kind: 'multiSelect',
      name: 'status',
      label: listMessages.status,
      options: VENDOR_FILTER_STATUSES.map((s) => ({ value: s, label: s })),
    },
    {
      kind: 'select',
      name: 'category',
      label: listMessages.category,
      options: categories.map((c) => ({ value: c, label: c })),
    },
    { kind: 'text', name: 'city', label: listMessages.city },
    { kind: 'text', name: 'state', label: listMessages.state },
    // "rated below 3" (never-rated vendors are left out).
    {
      kind: 'select',
      name: 'ratedBelow',
      label: vendorRatingMessages.ratingColumn,
      options: [
        { value: String(RATED_BELOW_DEFAULT), label: vendorRatingMessages.ratedBelow(RATED_BELOW_DEFAULT) },
      ],
    },
  ];
}

/**
 * Vendor list (/home/vendor/myvendor): newest first; searched, filtered and sorted by the server,
 * with the query in the URL.
 */
export default function VendorListPage() {
  const navigate = useNavigate();
  const { context, lists } = useReadySession();
  const list = useListState(vendorListQuerySchema, { pageSize: PAGE_SIZES.vendors });
  const categoryList = lists[ATTRIBUTE.vendorCategory];
  const filters = useMemo(() => vendorFilters((categoryList ?? []).map((i) => i.value)), [categoryList]);
  const chips = useFilterChips(list, filters);
  const vendors = useVendorPage(list.page, list.apiQuery);
  const remove = useAction(useDeleteVendor());

  const onRemove = async (vendor: Vendor) => {
    if (!(await confirmDialog(vendorMessages.deleteConfirm(vendor.vendorName)))) return;
    const outcome = await remove.run(vendor);
    if (outcome.ok) {
      await alertDialog(vendorMessages.deleted(outcome.data.vendorCode || vendor.vendorCode));
      return;
    }
    await showVendorRefusal(outcome, (message) => alertDialog(message));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <PageTitle mb={0}>{vendorMessages.listTitle}</PageTitle>
        <Button component={Link} to="addvendor">
          {vendorMessages.addNew}
        </Button>
      </Group>
      <ListToolbar
        state={list}
        what={NAME}
        filters={filters}
        onExport={(format) => exportVendors(context, list.apiQuery, format)}
        count={vendors.data}
      />
      {vendors.isError && (
        <Alert
          role="alert"
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={vendorMessages.somethingWentWrong}
        >
          <Group gap="sm" justify="space-between">
            <span>
              {vendors.error instanceof NetworkError ? commonMessages.unreachable : vendors.error.message}
            </span>
            <Button size="compact-sm" color="red.8" onClick={() => void vendors.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      <VendorTable
        vendors={vendors.data}
        loading={vendors.isPending}
        busy={vendors.isFetching}
        page={list.page}
        onPageChange={list.setPage}
        sort={list.sort}
        onSortChange={list.setSort}
        emptyText={list.filtered ? noMatchText(NAME, list.query.q, chips) : undefined}
        removingId={remove.variables?.vendorId ?? null}
        onEdit={(vendor) => navigate(RECORD_PATHS.editVendor(vendor.vendorCode), { state: vendor })}
        onView={(vendor) => navigate(RECORD_PATHS.viewVendor(vendor.vendorCode), { state: vendor })}
        onRemove={(vendor) => void onRemove(vendor)}
      />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <BulkUploadPanel />
          <Divider />
          <BulkDeletePanel />
        </Stack>
      </Paper>
    </Stack>
  );
}
