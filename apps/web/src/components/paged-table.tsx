import { Box, Button, Group, Pagination, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { commonMessages, type SortOrder } from '@sitebook/contract';
import { type Key, type ReactNode, useEffect, useId, useState } from 'react';
import { RowActionLayout } from './row-action';
import { SortHeader, SortSelect, type TableSorting } from './table-sort';

export interface PagedTableColumn<T> {
  /** Column header text, exactly as the spec names it. */
  header: ReactNode;
  /** The cell content for one row. */
  render: (row: T, index: number) => ReactNode;
  /** React key for the column (defaults to the header text or position). */
  key?: string;
  /** Keep the cell on one line (e.g. dates, codes). */
  noWrap?: boolean;
  align?: 'left' | 'center' | 'right';
  /**
   * A row action (Edit, Remove, View, History, Open): action columns come first in the table, so
   * they are in view without scrolling, and are the buttons of a card on a phone.
   */
  action?: boolean;
  /** The card's heading on a phone (default: the first column that is not an action). */
  primary?: boolean;
  /** The server's sort field for this column: its header sorts the list (with the table's `onSortChange`). */
  sortField?: string;
}

export interface PagedTableProps<T> {
  columns: PagedTableColumn<T>[];
  /** Every row (client pages), or only the current page's rows when `total` is given. */
  rows: readonly T[] | undefined;
  pageSize: number;
  /**
   * Server pages: the whole list's count (its X-Total-Count). `rows` is then the current page and
   * the page is controlled (`page`, `onPageChange`).
   */
  total?: number;
  /** The next page is on its way while the current one stays shown. */
  busy?: boolean;
  /** The table's caption; also names the scroll region and the page navigation. */
  caption: string;
  /** Show the caption on screen (default: for screen readers only, the page title names the list). */
  showCaption?: boolean;
  getRowKey?: (row: T, index: number) => Key;
  loading?: boolean;
  /** Default 'Loading ....' */
  loadingText?: ReactNode;
  /** Default 'No data to display.' */
  emptyText?: ReactNode;
  /** Controlled page (1-based); uncontrolled when omitted. */
  page?: number;
  /** `replace`: the table corrects a page past the end (no new history entry for a page kept in the URL). */
  onPageChange?: (page: number, options?: { replace?: boolean }) => void;
  /** Minimum table width before it scrolls sideways inside its own box. */
  minWidth?: number;
  /** Heading level of each card's title on a phone (default 3, under the screen's h2). */
  cardHeadingOrder?: 2 | 3 | 4 | 5;
  /** The list's sort order (server sorting); none is the list's default order. */
  sort?: SortOrder;
  /** Makes the headers of the columns with a `sortField` sort buttons (a "Sort by" select on a phone). */
  onSortChange?: (order: SortOrder | undefined) => void;
  /**
   * Whether a phone shows this table's "Sort by" select (default true); false where one select above
   * several tables of the same list sorts them all (My Expenses' advance groups).
   */
  phoneSortSelect?: boolean;
}

/** Below Mantine's `sm` breakpoint (48em) rows become cards. */
export const CARDS_QUERY = '(max-width: 47.99em)';

/** Action columns hold one icon button: narrow padding, so the data columns keep the room. */
const ACTION_CELL = { paddingInline: 2, whiteSpace: 'nowrap', textAlign: 'center' } as const;

/** Approximate height of one table row and of the page links, to reserve while a page loads. */
const LOADING_ROW_PX = 45;
const PAGE_LINKS_PX = 40;

const columnKey = <T,>(column: PagedTableColumn<T>, i: number): Key =>
  column.key ?? (typeof column.header === 'string' ? column.header : i);

/**
 * A paged table: the spec's page size, Prev / Next and numbered pages, a loading text and an
 * empty text. Pages the rows itself, or shows server pages when given the `total`.
 * Row actions come first. On a phone (below 48em) each row is a card: a heading, the other columns
 * as label / value pairs under the spec's headers, and the actions as named buttons.
 */
export function PagedTable<T>({
  columns,
  rows,
  pageSize,
  total,
  busy = false,
  caption,
  showCaption = false,
  getRowKey,
  loading = false,
  loadingText = commonMessages.loadingList,
  emptyText = commonMessages.noData,
  page: controlledPage,
  onPageChange,
  minWidth = 0,
  cardHeadingOrder = 3,
  sort,
  onSortChange,
  phoneSortSelect = true,
}: PagedTableProps<T>) {
  const asCards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const actions = columns.filter((c) => c.action);
  const fields = columns.filter((c) => !c.action);
  const list = rows ?? [];
  const { page, totalPages, setPage, start, size, visible } = usePaging({
    list,
    pageSize,
    total,
    loading,
    page: controlledPage,
    onPageChange,
  });
  const showRows = !loading && list.length > 0;

  const rowKey = (row: T, i: number) => (getRowKey ? getRowKey(row, start + i) : start + i);
  const sorting: TableSorting | undefined = onSortChange ? { sort, onSortChange } : undefined;

  return (
    <Box>
      {asCards && sorting && phoneSortSelect && <SortSelect columns={fields} sorting={sorting} />}
      {asCards ? (
        <PagedCards
          caption={caption}
          actions={actions}
          fields={fields}
          rows={visible}
          start={start}
          rowKey={rowKey}
          headingOrder={cardHeadingOrder}
          busy={busy}
          placeholder={loading ? loadingText : list.length === 0 ? emptyText : null}
          loading={loading}
        />
      ) : (
        <RowsTable
          caption={caption}
          showCaption={showCaption}
          columns={[...actions, ...fields]}
          rows={visible}
          start={start}
          size={size}
          rowKey={rowKey}
          busy={busy}
          loading={loading}
          empty={list.length === 0}
          loadingText={loadingText}
          emptyText={emptyText}
          minWidth={minWidth}
          sorting={sorting}
        />
      )}
      {showRows && <PageLinks caption={caption} page={page} totalPages={totalPages} setPage={setPage} />}
    </Box>
  );
}

interface PagedCardsProps<T> {
  caption: string;
  actions: PagedTableColumn<T>[];
  fields: PagedTableColumn<T>[];
  rows: readonly T[];
  start: number;
  rowKey: (row: T, i: number) => Key;
  headingOrder: 2 | 3 | 4 | 5;
  busy: boolean;
  loading: boolean;
  /** The loading or empty text, when there are no rows to show. */
  placeholder: ReactNode;
}

/** The rows as a list of cards (phones): no sideways scrolling, every action in reach. */
function PagedCards<T>({
  caption,
  actions,
  fields,
  rows,
  start,
  rowKey,
  headingOrder,
  busy,
  loading,
  placeholder,
}: PagedCardsProps<T>) {
  const id = useId();
  const primary = fields.find((c) => c.primary) ?? fields[0];
  const details = fields.filter((c) => c !== primary);
  if (placeholder !== null) {
    return (
      <Paper withBorder radius="md" p="md" aria-label={caption} role="region">
        <Text ta="center" role={loading ? 'status' : undefined}>
          {placeholder}
        </Text>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={caption}
      aria-busy={busy || undefined}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'grid', gap: 'var(--mantine-spacing-sm)' }}
      data-testid="paged-cards"
    >
      {rows.map((row, i) => {
        const index = start + i;
        const headingId = `${id}-${index}`;
        return (
          <Paper
            key={rowKey(row, i)}
            component="li"
            withBorder
            radius="md"
            p="sm"
            aria-labelledby={headingId}
          >
            {primary && (
              <Title
                order={headingOrder}
                size="h5"
                id={headingId}
                mb={6}
                style={{ overflowWrap: 'anywhere' }}
              >
                {primary.render(row, index)}
              </Title>
            )}
            <Box
              component="dl"
              m={0}
              style={{
                display: 'grid',
                gridTemplateColumns: 'minmax(6.5rem, max-content) minmax(0, 1fr)',
                columnGap: 'var(--mantine-spacing-sm)',
                rowGap: 2,
              }}
            >
              {details.map((column, c) => (
                <Box key={columnKey(column, c)} style={{ display: 'contents' }}>
                  <Text component="dt" size="sm" c="gray.8" fw={600}>
                    {column.header}
                  </Text>
                  <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                    {column.render(row, index)}
                  </Text>
                </Box>
              ))}
            </Box>
            {actions.length > 0 && (
              <Group gap="xs" mt="sm" wrap="wrap">
                {actions.map((column, c) => (
                  <RowActionLayout.Provider
                    key={columnKey(column, c)}
                    value={{
                      asButton: true,
                      text: typeof column.header === 'string' ? column.header : undefined,
                    }}
                  >
                    {column.render(row, index)}
                  </RowActionLayout.Provider>
                ))}
              </Group>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

interface PagingInput<T> {
  list: readonly T[];
  pageSize: number;
  total: number | undefined;
  loading: boolean;
  page: number | undefined;
  onPageChange: PagedTableProps<T>['onPageChange'];
}

/** The current page (own or controlled), bounded to the pages that exist, and its rows. */
function usePaging<T>({
  list,
  pageSize,
  total,
  loading,
  page: controlledPage,
  onPageChange,
}: PagingInput<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const size = Math.max(1, Math.floor(pageSize));
  const serverPages = total !== undefined;
  const totalPages = Math.max(1, Math.ceil((total ?? list.length) / size));
  // When the data shrinks (a delete, a new filter) the page falls back to the last one that exists.
  const requested = Math.max(1, controlledPage ?? ownPage);
  const page = Math.min(requested, totalPages);
  useEffect(() => {
    // A server page past the end: ask for the last page that exists.
    if (serverPages && !loading && requested > totalPages) onPageChange?.(totalPages, { replace: true });
  }, [serverPages, loading, requested, totalPages, onPageChange]);
  const setPage = (next: number) => {
    const bounded = Math.min(Math.max(1, next), totalPages);
    if (controlledPage === undefined) setOwnPage(bounded);
    onPageChange?.(bounded);
  };
  const start = (page - 1) * size;
  const visible = serverPages ? list : list.slice(start, start + size);

  return { page, totalPages, setPage, start, size, visible };
}

interface PageLinksProps {
  caption: string;
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
}

/** Prev, the numbered pages and Next. */
function PageLinks({ caption, page, totalPages, setPage }: PageLinksProps) {
  return (
    <Pagination.Root total={totalPages} value={page} onChange={setPage} siblings={1} boundaries={1} size="sm">
      <Group component="nav" aria-label={`${caption} pages`} gap={6} mt="sm" justify="center" wrap="wrap">
        <Button variant="default" size="compact-sm" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          {commonMessages.prev}
        </Button>
        <Pagination.Items />
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => setPage(page + 1)}
          disabled={page >= totalPages}
        >
          {commonMessages.next}
        </Button>
      </Group>
    </Pagination.Root>
  );
}

interface RowsTableProps<T> {
  caption: string;
  showCaption: boolean;
  /** Action columns first. */
  columns: PagedTableColumn<T>[];
  rows: readonly T[];
  start: number;
  size: number;
  rowKey: (row: T, i: number) => Key;
  busy: boolean;
  loading: boolean;
  empty: boolean;
  loadingText: ReactNode;
  emptyText: ReactNode;
  minWidth: number;
  sorting: TableSorting | undefined;
}

/** The rows as a table that scrolls sideways inside its own box. */
function RowsTable<T>({
  caption,
  showCaption,
  columns,
  rows,
  start,
  size,
  rowKey,
  busy,
  loading,
  empty,
  loadingText,
  emptyText,
  minWidth,
  sorting,
}: RowsTableProps<T>) {
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      aria-busy={busy || undefined}
      style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
      className="sb-scroll-region"
    >
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        horizontalSpacing={6}
        fz={13}
        style={{ minWidth }}
      >
        {showCaption ? (
          <Table.Caption>{caption}</Table.Caption>
        ) : (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => {
              const sortable = sorting && column.sortField ? column.sortField : undefined;
              const direction =
                sortable && sorting?.sort?.field === sortable ? sorting.sort.direction : undefined;
              return (
                <Table.Th
                  key={columnKey(column, i)}
                  scope="col"
                  fz={12}
                  aria-sort={
                    sortable
                      ? direction === undefined
                        ? 'none'
                        : (`${direction}ending` as const)
                      : undefined
                  }
                  style={{
                    textAlign: column.action ? 'center' : column.align,
                    ...(column.action ? ACTION_CELL : {}),
                  }}
                >
                  {sortable && sorting ? (
                    <SortHeader
                      header={column.header}
                      field={sortable}
                      direction={direction}
                      align={column.align}
                      onSortChange={sorting.onSortChange}
                    />
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <Table.Tr>
              {/* A full page's height (and its page links') while loading, so the rows do not push
                  what follows down when they arrive (layout shift). */}
              <Table.Td colSpan={columns.length} style={{ height: size * LOADING_ROW_PX + PAGE_LINKS_PX }}>
                <Text role="status" ta="center" py="sm">
                  {loadingText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : empty ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text ta="center" py="sm">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row, i) => (
              <Table.Tr key={rowKey(row, i)}>
                {columns.map((column, c) => (
                  <Table.Td
                    key={columnKey(column, c)}
                    style={{
                      whiteSpace: column.noWrap ? 'nowrap' : undefined,
                      overflowWrap: column.noWrap ? undefined : 'break-word',
                      textAlign: column.align,
                      ...(column.action ? ACTION_CELL : {}),
                    }}
                  >
                    {column.render(row, start + i)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
