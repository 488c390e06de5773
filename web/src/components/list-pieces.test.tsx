import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from '../test/utils';
import { DataTable } from './data-table';
import { LoadMore, type LoadMoreList } from './load-more';
import { Pager } from './pager';
import { EmptyState, QueryState } from './query-state';
import { StatusBadge } from './status-badge';
import { Tabs } from './tabs';

const list = (over: Partial<LoadMoreList> = {}): LoadMoreList => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: vi.fn(),
  items: [1, 2],
  total: 5,
  nextPage: 2,
  ...over,
});

describe('LoadMore', () => {
  it('links to the next page, keeping the other parameters, and loads it in place when clicked', () => {
    stubFetch(() => undefined);
    const l = list();
    renderRoutes([{ path: '/blog', element: <LoadMore list={l} failedText="Failed" /> }], ['/blog?tag=x&page=1']);
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link.getAttribute('href')).toBe('/blog?tag=x&page=2');
    expect(fireEvent.click(link)).toBe(false); // default prevented: no navigation
    expect(l.fetchNextPage).toHaveBeenCalledOnce();
    expect(screen.getByText('Showing 2 of 5')).toBeTruthy();
  });

  it('says which items a later start page shows, and nothing when there is no next page', () => {
    stubFetch(() => undefined);
    const { unmount } = renderRoutes([
      { path: '/', element: <LoadMore list={list({ startPage: 2, limit: 2, nextPage: 3 })} failedText="Failed" /> },
    ]);
    expect(screen.getByText('Showing 3–4 of 5')).toBeTruthy();
    unmount();
    renderRoutes([{ path: '/', element: <LoadMore list={list({ hasNextPage: false })} failedText="Failed" /> }]);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('Pager', () => {
  it('links to the previous and next pages with the other parameters kept; the ends are disabled', () => {
    stubFetch(() => undefined);
    renderRoutes(
      [{ path: '/admin/x', element: <Pager page={2} total={45} limit={20} noun={['article', 'articles']} /> }],
      ['/admin/x?status=pending&page=2'],
    );
    expect(screen.getByText('Page 2 of 3 · 45 articles')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/admin/x?status=pending');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/admin/x?status=pending&page=3');
  });

  it('disables both ends of a single page', () => {
    stubFetch(() => undefined);
    renderRoutes([{ path: '/', element: <Pager page={1} total={1} limit={20} noun={['user', 'users']} /> }]);
    expect(screen.getByText('Page 1 of 1 · 1 user')).toBeTruthy();
    for (const name of ['Previous page', 'Next page']) {
      const link = screen.getByRole('link', { name });
      expect(link.getAttribute('aria-disabled')).toBe('true');
      expect(link.hasAttribute('href')).toBe(false);
    }
  });
});

function TabsProbe({ withHref = false }: { withHref?: boolean }) {
  const [tab, setTab] = useState<'a' | 'b'>('a');
  const items = [
    { value: 'a', label: 'First', href: withHref ? '/x' : undefined },
    { value: 'b', label: 'Second', href: withHref ? '/x?tab=b' : undefined },
  ] as const;
  return (
    <Tabs label="Things" items={items} value={tab} onValueChange={setTab}>
      <p>panel {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab shows its panel', () => {
    stubFetch(() => undefined);
    renderRoutes([{ path: '/', element: <TabsProbe /> }]);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
  });

  it('renders tabs kept in the address as links, followed in place', () => {
    stubFetch(() => undefined);
    renderRoutes([{ path: '/', element: <TabsProbe withHref /> }]);
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(second.tagName).toBe('A');
    expect(second.getAttribute('href')).toBe('/x?tab=b');
    expect(fireEvent.click(second)).toBe(false);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel b');
  });
});

describe('DataTable', () => {
  const rows = [{ id: '1', name: 'Acme', status: 'pending' }];
  it('renders headers, cells and named row actions', () => {
    const onEdit = vi.fn();
    stubFetch(() => undefined);
    renderRoutes([
      {
        path: '/',
        element: (
          <DataTable
            rows={rows}
            rowKey={(r) => r.id}
            empty="Nothing"
            columns={[
              { header: 'Name', rowHeader: true, cell: (r) => r.name },
              false,
              { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
            ]}
            actions={(r) => [{ label: 'Edit', name: `Edit ${r.name}`, onClick: onEdit }, false]}
          />
        ),
      },
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Status', 'Actions']);
    const row = screen.getByRole('row', { name: /Acme/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Acme');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit Acme' }));
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('says when there are no rows', () => {
    stubFetch(() => undefined);
    renderRoutes([
      {
        path: '/',
        element: (
          <DataTable
            rows={[]}
            rowKey={() => ''}
            empty="No users found"
            columns={[{ header: 'Name', cell: () => '' }]}
          />
        ),
      },
    ]);
    expect(screen.getByRole('cell', { name: 'No users found' })).toBeTruthy();
  });
});

describe('QueryState', () => {
  const render = (query: { isPending: boolean; isError: boolean; data: string[] | undefined }) =>
    renderRoutes([
      {
        path: '/',
        element: (
          <QueryState
            query={query}
            loading="Loading things"
            error="Failed to load things"
            isEmpty={(d) => d.length === 0}
            empty={<EmptyState>No things</EmptyState>}
          >
            {(data) => <p>{data.join(',')}</p>}
          </QueryState>
        ),
      },
    ]);

  it('shows loading, failure, empty and the data', () => {
    stubFetch(() => undefined);
    const loading = render({ isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status', { name: 'Loading things' })).toBeTruthy();
    loading.unmount();
    render({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert').textContent).toBe('Failed to load things');
  });

  it('shows the empty block, then the data', () => {
    stubFetch(() => undefined);
    const empty = render({ isPending: false, isError: false, data: [] });
    expect(screen.getByText('No things')).toBeTruthy();
    empty.unmount();
    render({ isPending: false, isError: false, data: ['a', 'b'] });
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
