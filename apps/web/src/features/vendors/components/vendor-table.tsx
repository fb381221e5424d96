import { Text } from '@mantine/core';
import {
  type ListPage,
  PAGE_SIZES,
  type SortOrder,
  type Vendor,
  type VendorListSort,
  vendorLabels,
  vendorMessages,
} from '@sitebook/contract';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { PagedTable, type PagedTableColumn } from '../../../components/paged-table';
import { RatingBadge } from '../../../components/rating-badge';
import { RecordLink } from '../../../components/record-link';
import { RowAction } from '../../../components/row-action';
import { useFormat } from '../../../lib/format';
import { RECORD_PATHS } from '../../../lib/record-paths';

const [NAME, CODE, CATEGORY, GOODS, WORK, PHONE, GRADE, OPENING, CONTACT, CITY, ID] = vendorLabels.columns;
const A = vendorLabels.actions;

export interface VendorTableProps {
  /** The current server page. */
  vendors: ListPage<Vendor> | undefined;
  loading: boolean;
  /** The next page is on its way. */
  busy: boolean;
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  onEdit: (vendor: Vendor) => void;
  onRemove: (vendor: Vendor) => void;
  onView: (vendor: Vendor) => void;
  /** The vendor whose removal is in flight (its button shows loading). */
  removingId?: number | null;
  /** The list's sort order (none: newest first). */
  sort?: SortOrder;
  /** Makes the sortable columns' headers sort the list. */
  onSortChange?: (order: SortOrder | undefined) => void;
  /** Default 'No data to display.'; a search or filter names what found nothing. */
  emptyText?: string;
}

/** The columns the server sorts by (VENDOR_LIST_SORTS without the balance and creation, no columns here). */
const SORT_FIELD = {
  name: 'vendorName',
  code: 'vendorCode',
  category: 'vendorCategory',
  city: 'city',
  rating: 'rating',
} as const satisfies Record<string, VendorListSort>;

/**
 * The vendor list's paged table: 11 data columns and the Edit, Remove and View
 * columns (shown first; buttons of each card on a phone).
 */
export function VendorTable({
  vendors,
  loading,
  busy,
  page,
  onPageChange,
  onEdit,
  onRemove,
  onView,
  removingId,
  sort,
  onSortChange,
  emptyText,
}: VendorTableProps) {
  const format = useFormat();
  const columns: PagedTableColumn<Vendor>[] = [
    { header: NAME, render: (v) => v.vendorName, sortField: SORT_FIELD.name },
    {
      header: CODE,
      render: (v) => (
        <RecordLink to={RECORD_PATHS.viewVendor(v.vendorCode)} state={v}>
          {v.vendorCode}
        </RecordLink>
      ),
      noWrap: true,
      sortField: SORT_FIELD.code,
    },
    { header: CATEGORY, render: (v) => v.vendorCategory, sortField: SORT_FIELD.category },
    { header: GOODS, render: (v) => v.typeOfGoods.split(',').join(', ') },
    { header: WORK, render: (v) => v.typeOfWork },
    { header: PHONE, render: (v) => v.phoneNumber, noWrap: true },
    // The grade, and under it the average of the vendor's ratings (Vendor Rating) with their count:
    // one cell, so the list keeps the spec's columns and still fits 1366 px. Its header sorts by rating.
    {
      header: GRADE,
      render: (v) => (
        <>
          {v.performanceGrade ?? ''}
          {v.rating && (
            <Text span display="block" size="xs">
              <RatingBadge rating={v.rating} wrap />
            </Text>
          )}
        </>
      ),
      sortField: SORT_FIELD.rating,
    },
    { header: OPENING, render: (v) => format.amount(v.openingBalance), align: 'right', noWrap: true },
    { header: CONTACT, render: (v) => v.contactPerson },
    { header: CITY, render: (v) => v.city, sortField: SORT_FIELD.city },
    { header: ID, render: (v) => v.vendorId, align: 'right' },
    {
      header: A.edit,
      action: true,
      render: (v) => (
        <RowAction label={`${A.edit} ${v.vendorName}`} color="orange.9" onClick={() => onEdit(v)}>
          <IconEdit size={20} aria-hidden />
        </RowAction>
      ),
      align: 'center',
    },
    {
      header: A.remove,
      action: true,
      render: (v) => (
        <RowAction
          label={`${A.remove} ${v.vendorName}`}
          color="red.8"
          onClick={() => onRemove(v)}
          loading={removingId === v.vendorId}
        >
          <IconTrash size={20} aria-hidden />
        </RowAction>
      ),
      align: 'center',
    },
    {
      header: A.view,
      action: true,
      render: (v) => (
        <RowAction label={`${A.view} ${v.vendorName}`} color="blue.8" onClick={() => onView(v)}>
          <IconEye size={20} aria-hidden />
        </RowAction>
      ),
      align: 'center',
    },
  ];
  return (
    <PagedTable
      caption={vendorMessages.listTitle}
      columns={columns}
      rows={vendors?.rows}
      total={vendors?.total}
      pageSize={PAGE_SIZES.vendors}
      loading={loading}
      busy={busy}
      page={page}
      onPageChange={onPageChange}
      getRowKey={(v) => v.vendorId}
      sort={sort}
      onSortChange={onSortChange}
      emptyText={emptyText}
    />
  );
}
