import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startup } from '../../features/startups/components/test-fixtures';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import AdminStartupClaimsPage from './startup-claims-page';
import AdminStartupsPage from './startups-page';

const VERIFIED = startup(1, 'Paystack Lite', { founders: ['A', 'B', 'C'], fundingStage: 'Series A' });
const PENDING = startup(2, 'Kora Health', { status: 'pending', industry: 'Healthcare' });
const UNCLAIMED = startup(3, 'Acme', { isAdminCreated: true, claimStatus: 'unclaimed', owner: null });

function setup() {
  return stubFetch((url, init) => {
    // The admin filter lists every status's industries (Healthcare: only a pending startup); the public chips
    // (verified only) are not what the admin filters.
    if (url.startsWith('/api/startup/admin/industries'))
      return json(200, [
        { industry: 'Technology', count: 2 },
        { industry: 'Healthcare', count: 1 },
      ]);
    if (url.startsWith('/api/startup/industries')) return json(200, [{ industry: 'Technology', count: 1 }]);
    if (url.startsWith('/api/startup/admin/claim-stats'))
      return json(200, { total: 5, unclaimed: 3, pendingClaim: 1, claimed: 1 });
    if (url.startsWith('/api/startup/admin/all')) {
      const q = new URL(url, 'http://x').searchParams;
      const rows =
        q.get('adminCreated') === 'true'
          ? [UNCLAIMED]
          : q.get('status') === 'pending'
            ? [PENDING]
            : q.get('search') === 'nothing'
              ? []
              : [VERIFIED, PENDING];
      return json(200, rows, { 'X-Total-Count': String(rows.length) });
    }
    if (url === `/api/startup/${PENDING._id}` && init.method === 'DELETE') return new Response(null, { status: 204 });
    return undefined;
  });
}
const lastListQuery = (fetch: ReturnType<typeof setup>) =>
  new URL(
    String(
      fetch.mock.calls
        .map(([u]) => String(u))
        .filter((u) => u.startsWith('/api/startup/admin/all'))
        .at(-1),
    ),
    'http://x',
  ).searchParams;

describe('Admin Startup Management', () => {
  it('cards show every field; verify only on pending ones; the filters reach the server', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/startup', Component: AdminStartupsPage }], ['/admin/startup']);
    const card = (await screen.findByText('Paystack Lite')).closest('li') as HTMLElement;
    for (const text of ['Technology', 'Verified', 'Lagos, Nigeria', '2021', 'Series A', '3 founders', 'example.com'])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Verify Paystack Lite' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Edit Paystack Lite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify Kora Health' })).toBeTruthy();

    const industry = screen.getByLabelText('Industry') as HTMLSelectElement;
    await waitFor(() =>
      expect([...industry.options].map((o) => o.value)).toEqual(['All Industries', 'Technology', 'Healthcare']),
    );
    expect(fetch.mock.calls.some(([u]) => String(u).startsWith('/api/startup/industries'))).toBe(false);
    fireEvent.change(industry, { target: { value: 'Healthcare' } });
    await waitFor(() => expect(lastListQuery(fetch).get('industry')).toBe('Healthcare'));
    fireEvent.click(screen.getByLabelText('Show Pending Only'));
    await waitFor(() => expect(lastListQuery(fetch).get('status')).toBe('pending'));
    fireEvent.change(screen.getByLabelText('Search startups'), { target: { value: 'nothing' } });
    await waitFor(() => expect(lastListQuery(fetch).get('search')).toBe('nothing'));
  });

  it("says 'No startups found' for an empty result and deletes after the confirmation", async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/startup', Component: AdminStartupsPage }], ['/admin/startup']);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kora Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete startup?' });
    expect(
      within(dialog).getByText('Are you sure you want to delete this startup? This action cannot be undone.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Startup deleted successfully')).toBeTruthy();
    expect(fetch.mock.calls.some(([u, i]) => u === `/api/startup/${PENDING._id}` && i?.method === 'DELETE')).toBe(true);
    fireEvent.change(screen.getByLabelText('Search startups'), { target: { value: 'nothing' } });
    expect(await screen.findByText('No startups found')).toBeTruthy();
  });
});

describe('Admin Startup Claim Management', () => {
  it('shows the counts and lists admin-created startups under the claim-status filter', async () => {
    const fetch = setup();
    renderRoutes([{ path: '/admin/startupClaim', Component: AdminStartupClaimsPage }], ['/admin/startupClaim']);
    const row = (await screen.findByText('Acme')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unclaimed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByTestId('stat-card').map((c) => c.textContent)).toEqual([
        '5Total Created',
        '3Unclaimed',
        '1Claimed',
      ]),
    );
    expect(lastListQuery(fetch).get('adminCreated')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Claimed' }));
    await waitFor(() => expect(lastListQuery(fetch).get('claimStatus')).toBe('claimed'));
  });
});
