import { Box, Button, Group, Pagination, Table, Text, VisuallyHidden } from '@mantine/core';
import { commonMessages } from '@sitebook/contract';
import { type Key, type ReactNode, useEffect, useState } from 'react';

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
  onPageChange?: (page: number) => void;
  /** Minimum table width before it scrolls sideways (phones). */
  minWidth?: number;
}

/** Approximate height of one table row and of the page links, to reserve while a page loads. */
const LOADING_ROW_PX = 45;
const PAGE_LINKS_PX = 40;

/**
 * A paged table: the spec's page size, Prev / Next and numbered pages, a loading text and an
 * empty text. Pages the rows itself, or shows server pages when given the `total`.
 * Scrolls sideways inside its own box on narrow screens.
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
  minWidth = 640,
}: PagedTableProps<T>) {
  const [ownPage, setOwnPage] = useState(1);
  const list = rows ?? [];
  const size = Math.max(1, Math.floor(pageSize));
  const serverPages = total !== undefined;
  const totalPages = Math.max(1, Math.ceil((total ?? list.length) / size));
  // When the data shrinks (a delete, a new filter) the page falls back to the last one that exists.
  const requested = Math.max(1, controlledPage ?? ownPage);
  const page = Math.min(requested, totalPages);
  useEffect(() => {
    // A server page past the end: ask for the last page that exists.
    if (serverPages && !loading && requested > totalPages) onPageChange?.(totalPages);
  }, [serverPages, loading, requested, totalPages, onPageChange]);
  const setPage = (next: number) => {
    const bounded = Math.min(Math.max(1, next), totalPages);
    if (controlledPage === undefined) setOwnPage(bounded);
    onPageChange?.(bounded);
  };
  const start = (page - 1) * size;
  const visible = serverPages ? list : list.slice(start, start + size);
  const showRows = !loading && list.length > 0;

  return (
    <Box>
      <Box
        role="region"
        aria-label={caption}
        tabIndex={0}
        aria-busy={busy || undefined}
        style={{ overflowX: 'auto', maxWidth: '100%', position: 'relative' }}
        className="sb-scroll-region"
      >
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" style={{ minWidth }}>
          {showCaption ? (
            <Table.Caption>{caption}</Table.Caption>
          ) : (
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
          )}
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, i) => (
                <Table.Th
                  key={column.key ?? (typeof column.header === 'string' ? column.header : i)}
                  scope="col"
                  style={{ whiteSpace: 'nowrap', textAlign: column.align }}
                >
                  {column.header}
                </Table.Th>
              ))}
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
            ) : list.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" py="sm">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              visible.map((row, i) => (
                <Table.Tr key={getRowKey ? getRowKey(row, start + i) : start + i}>
                  {columns.map((column, c) => (
                    <Table.Td
                      key={column.key ?? (typeof column.header === 'string' ? column.header : c)}
                      style={{ whiteSpace: column.noWrap ? 'nowrap' : undefined, textAlign: column.align }}
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
      {showRows && (
        <Pagination.Root
          total={totalPages}
          value={page}
          onChange={setPage}
          siblings={1}
          boundaries={1}
          size="sm"
        >
          <Group component="nav" aria-label={`${caption} pages`} gap={6} mt="sm" justify="center" wrap="wrap">
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => setPage(page - 1)}
              disabled={page <= 1}
            >
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
      )}
    </Box>
  );
}
