import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { atPhoneWidth } from '../../test/phone-width';
import { renderWithProviders } from '../../test/render';
import { pick } from '../../test/ui';
import { PagedTable, type PagedTableColumn } from './paged-table';
import { RowAction } from './row-action';

interface Row {
  code: string;
  name: string;
}
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    code: `C${String(i + 1).padStart(2, '0')}`,
    name: `Name ${i + 1}`,
  }));
const columns: PagedTableColumn<Row>[] = [
  { header: 'Code', render: (r) => r.code },
  { header: 'Name', render: (r) => r.name },
];
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PagedTable', () => {
  it('shows one page of the given size with headers', () => {
    renderWithProviders(
      <PagedTable
        caption="Things"
        columns={columns}
        rows={rows(23)}
        pageSize={10}
        getRowKey={(r) => r.code}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Code' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('C01')).toBeInTheDocument();
    expect(screen.queryByText('C11')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things' })).toBeInTheDocument();
  });

  it('moves with Next, Prev and the numbered pages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PagedTable caption="Things" columns={columns} rows={rows(23)} pageSize={10} />);
    const pages = screen.getByRole('navigation', { name: 'Things pages' });
    const prev = within(pages).getByRole('button', { name: 'Prev' });
    const next = within(pages).getByRole('button', { name: 'Next' });
    expect(prev).toBeDisabled();
    expect(within(pages).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: '3' })).toBeInTheDocument();

    await user.click(next);
    expect(screen.getByText('C11')).toBeInTheDocument();
    expect(screen.queryByText('C01')).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByText('C23')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await user.click(prev);
    expect(screen.getByText('C20')).toBeInTheDocument();
  });

  it('shows the loading text while loading', () => {
    renderWithProviders(
      <PagedTable caption="Things" columns={columns} rows={undefined} pageSize={10} loading />,
    );
    expect(screen.getByText('Loading ....')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('accepts its own loading and empty texts', () => {
    const { rerender } = renderWithProviders(
      <PagedTable caption="T" columns={columns} rows={[]} pageSize={10} loading loadingText="Loading..." />,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(<PagedTable caption="T" columns={columns} rows={[]} pageSize={10} emptyText="No data found." />);
    expect(screen.getByText('No data found.')).toBeInTheDocument();
  });

  it('shows "No data to display." when empty', () => {
    renderWithProviders(<PagedTable caption="Things" columns={columns} rows={[]} pageSize={10} />);
    expect(screen.getByText('No data to display.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prev' })).not.toBeInTheDocument();
  });

  it('falls back to the last page when the data shrinks', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <PagedTable caption="Things" columns={columns} rows={rows(25)} pageSize={10} />,
    );
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByText('C21')).toBeInTheDocument();
    view.rerender(<PagedTable caption="Things" columns={columns} rows={rows(12)} pageSize={10} />);
    expect(screen.getByText('C11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('PagedTable with server pages', () => {
  it('shows the given page as is, with the numbered pages from the total', async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    renderWithProviders(
      <PagedTable
        caption="Things"
        columns={columns}
        rows={rows(23).slice(10, 20)}
        total={23}
        page={2}
        onPageChange={(p) => pages.push(p)}
        pageSize={10}
      />,
    );
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('C11')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Things pages' });
    expect(within(nav).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '3' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: '4' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    await user.click(within(nav).getByRole('button', { name: '1' }));
    expect(pages).toEqual([3, 1]);
  });

  it('asks for the last page that exists when the total shrinks below the page', () => {
    const pages: number[] = [];
    renderWithProviders(
      <PagedTable
        caption="Things"
        columns={columns}
        rows={[]}
        total={20}
        page={3}
        onPageChange={(p) => pages.push(p)}
        pageSize={10}
      />,
    );
    expect(pages).toEqual([2]);
  });

  it('marks the table busy while the next page loads', () => {
    renderWithProviders(
      <PagedTable
        caption="Things"
        columns={columns}
        rows={rows(10)}
        total={23}
        page={1}
        busy
        pageSize={10}
      />,
    );
    expect(screen.getByRole('region', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading ....')).not.toBeInTheDocument();
  });
});

interface Vendor {
  code: string;
  name: string;
  city: string;
}
const vendors: Vendor[] = [
  { code: 'VEN00001', name: 'Ace Masonry', city: 'Pune' },
  { code: 'VEN00002', name: 'Bright Steel', city: 'Nashik' },
];

function vendorColumns(onEdit: (v: Vendor) => void, onView: (v: Vendor) => void): PagedTableColumn<Vendor>[] {
  return [
    { header: 'VendorName', render: (v) => v.name },
    { header: 'VendorCode', render: (v) => v.code },
    { header: 'City', render: (v) => v.city },
    {
      header: 'Edit',
      action: true,
      render: (v) => (
        <RowAction label={`Edit ${v.name}`} color="orange.9" onClick={() => onEdit(v)}>
          <span aria-hidden>e</span>
        </RowAction>
      ),
    },
    {
      header: 'View',
      action: true,
      render: (v) => (
        <RowAction label={`View ${v.name}`} color="blue.8" onClick={() => onView(v)}>
          <span aria-hidden>v</span>
        </RowAction>
      ),
    },
  ];
}

describe('PagedTable row actions', () => {
  it('puts the action columns first in the table, so they are in view without scrolling', () => {
    renderWithProviders(
      <PagedTable
        caption="VendorList"
        columns={vendorColumns(
          () => {},
          () => {},
        )}
        rows={vendors}
        pageSize={10}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Edit',
      'View',
      'VendorName',
      'VendorCode',
      'City',
    ]);
    const first = bodyRows()[0] as HTMLElement;
    const cells = within(first).getAllByRole('cell');
    expect(
      within(cells[0] as HTMLElement).getByRole('button', { name: 'Edit Ace Masonry' }),
    ).toBeInTheDocument();
    expect(
      within(cells[1] as HTMLElement).getByRole('button', { name: 'View Ace Masonry' }),
    ).toBeInTheDocument();
    expect(cells[2]).toHaveTextContent('Ace Masonry');
  });
});

describe('PagedTable at phone width', () => {
  it('shows each row as a card: a heading, the columns as labelled values and the actions as buttons', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    const edited: string[] = [];
    const viewed: string[] = [];
    renderWithProviders(
      <PagedTable
        caption="VendorList"
        columns={vendorColumns(
          (v) => edited.push(v.code),
          (v) => viewed.push(v.code),
        )}
        rows={vendors}
        pageSize={10}
        getRowKey={(v) => v.code}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'VendorList' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const second = cards[1] as HTMLElement;
    expect(second).toHaveAccessibleName('Bright Steel');
    expect(within(second).getByRole('heading', { level: 3, name: 'Bright Steel' })).toBeInTheDocument();
    expect(
      within(second)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['VendorCode', 'City']);
    expect(
      within(second)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['VEN00002', 'Nashik']);

    const edit = within(second).getByRole('button', { name: 'Edit Bright Steel' });
    expect(edit).toHaveTextContent('Edit');
    await user.click(edit);
    await user.click(within(second).getByRole('button', { name: 'View Bright Steel' }));
    expect(edited).toEqual(['VEN00002']);
    expect(viewed).toEqual(['VEN00002']);
  });

  it('keeps the page links under the cards', async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    renderWithProviders(<PagedTable caption="Things" columns={columns} rows={rows(12)} pageSize={10} />);
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const cards = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['C11', 'C12']);
  });

  it('shows the loading and empty texts instead of cards', () => {
    atPhoneWidth();
    const { rerender } = renderWithProviders(
      <PagedTable caption="Things" columns={columns} rows={undefined} pageSize={10} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading ....');
    rerender(<PagedTable caption="Things" columns={columns} rows={[]} pageSize={10} />);
    expect(screen.getByText('No data to display.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('names the record on a card button when the column header is not the action', () => {
    atPhoneWidth();
    renderWithProviders(
      <PagedTable
        caption="Advances"
        columns={[
          { header: 'AdvanceReqCode', render: (r: Row) => r.code },
          {
            header: 'Action',
            action: true,
            render: (r: Row) => (
              <RowAction label={`Open ${r.code}`} text={`Open ${r.code}`} color="orange.9" onClick={() => {}}>
                <span aria-hidden>o</span>
              </RowAction>
            ),
          },
        ]}
        rows={rows(1)}
        pageSize={10}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open C01' })).toHaveTextContent('Open C01');
  });
});

describe('PagedTable sorting', () => {
  const codeHeader = () => screen.getByRole('button', { name: 'Sort by Code' }).closest('th') as HTMLElement;
  const sortable: PagedTableColumn<Row>[] = [
    { header: 'Code', render: (r) => r.code, sortField: 'code' },
    { header: 'Name', render: (r) => r.name },
  ];

  it('makes a sortable header a button cycling ascending and descending, with aria-sort on the th', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const { rerender } = renderWithProviders(
      <PagedTable
        caption="Things"
        columns={sortable}
        rows={rows(3)}
        pageSize={10}
        onSortChange={onSortChange}
      />,
    );
    const code = codeHeader();
    expect(code).toHaveAttribute('aria-sort', 'none');
    expect(code.textContent).toBe('Code');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();

    await user.click(within(code).getByRole('button', { name: 'Sort by Code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });

    rerender(
      <PagedTable
        caption="Things"
        columns={sortable}
        rows={rows(3)}
        pageSize={10}
        sort={{ field: 'code', direction: 'asc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(codeHeader()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Sort by Code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'desc' });

    rerender(
      <PagedTable
        caption="Things"
        columns={sortable}
        rows={rows(3)}
        pageSize={10}
        sort={{ field: 'code', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(codeHeader()).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Sort by Code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });
  });

  it('keeps plain headers without onSortChange', () => {
    renderWithProviders(<PagedTable caption="Things" columns={sortable} rows={rows(3)} pageSize={10} />);
    expect(screen.queryByRole('button', { name: 'Sort by Code' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Code' })).not.toHaveAttribute('aria-sort');
  });

  it('offers a "Sort by" select on a phone, with the default order first', async () => {
    atPhoneWidth();
    const onSortChange = vi.fn();
    renderWithProviders(
      <PagedTable
        caption="Things"
        columns={sortable}
        rows={rows(3)}
        pageSize={10}
        sort={{ field: 'code', direction: 'desc' }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Sort by' })).toHaveValue('Code, descending');
    await pick('Sort by', 'Code, ascending');
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });
    await pick('Sort by', 'Default order');
    expect(onSortChange).toHaveBeenLastCalledWith(undefined);
  });
});
