import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PagedTable, type PagedTableColumn } from './paged-table';

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
