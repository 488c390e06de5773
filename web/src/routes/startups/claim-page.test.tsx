import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { startup } from '../../features/startups/components/test-fixtures';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import ClaimPage from './claim-page';

const S = startup(1, 'Savanna Robotics', { isAdminCreated: true, claimStatus: 'unclaimed', owner: null });
const ME = { _id: 'u1', first_name: 'K', last_name: 'A', email: 'k@example.com', roles: ['user'] };

function Login() {
  const { state } = useLocation();
  const s = state as { from: { pathname: string; search: string }; message: string };
  return <p>{`login, back to ${s.from.pathname}${s.from.search}: ${s.message}`}</p>;
}
const routes = [
  { path: '/startup/:id/claim', Component: ClaimPage },
  { path: '/login', Component: Login },
];

afterEach(() => {
  tokens.clear();
  sessionStorage.clear();
});

describe('Claim page /startup/:id/claim', () => {
  it('refuses a startup that is not admin-created, or already claimed', async () => {
    stubFetch((url) => (url === `/api/startup/${S._id}` ? json(200, { ...S, claimStatus: 'claimed' }) : undefined));
    renderRoutes(routes, [`/startup/${S._id}/claim`]);
    expect(await screen.findByText('This startup is not available for claiming')).toBeTruthy();
  });

  it('explains the benefits; a signed-out visitor who starts goes to /login with the pending claim kept', async () => {
    stubFetch((url) => (url === `/api/startup/${S._id}` ? json(200, S) : undefined));
    renderRoutes(routes, [`/startup/${S._id}/claim`]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Savanna Robotics' })).toBeTruthy();
    expect(screen.getByText('Why claim this profile')).toBeTruthy();
    expect(screen.getByText(/It expires in 10\s+minutes/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company email'), { target: { value: 'ceo@savanna.africa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Claim' }));
    expect(
      await screen.findByText(
        `login, back to /startup/${S._id}/claim?redirect=claim: Please log in to claim this startup.`,
      ),
    ).toBeTruthy();
    const pending = JSON.parse(sessionStorage.getItem('pendingClaim') ?? '{}');
    expect(pending).toMatchObject({ startupId: S._id, email: 'ceo@savanna.africa' });
    expect(typeof pending.token).toBe('string');
  });

  it('back from /login (redirect=claim), it sends the code to the kept address, then the code leads to success', async () => {
    sessionStorage.setItem(
      'pendingClaim',
      JSON.stringify({ token: 't', startupId: S._id, email: 'ceo@savanna.africa', at: Date.now() }),
    );
    tokens.set('a', 'r');
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === `/api/startup/${S._id}`) return json(200, S);
      if (url === `/api/startup/${S._id}/initiate-claim`)
        return json(200, {
          message: 'sent',
          email: JSON.parse(String(init.body)).email,
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          resendAfter: new Date(Date.now() + 60_000).toISOString(),
        });
      if (url === `/api/startup/${S._id}/verify-claim`) return json(200, { ...S, claimStatus: 'claimed', owner: 'u1' });
      return undefined;
    });
    const { router } = renderRoutes(routes, [`/startup/${S._id}/claim?redirect=claim`]);
    const code = await screen.findByRole('dialog', { name: 'Enter Verification Code' });
    expect(code.textContent).toContain('ceo@savanna.africa');
    expect(sessionStorage.getItem('pendingClaim')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(fetch.mock.calls.filter(([u]) => String(u).endsWith('/initiate-claim'))).toHaveLength(1);
    fireEvent.change(within(code).getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(within(code).getByRole('button', { name: 'Verify and Claim' }));
    const success = await screen.findByTestId('claim-success');
    expect(within(success).getByText('Startup claimed successfully!')).toBeTruthy();
    expect(within(success).getByRole('link', { name: 'View Startup Profile' }).getAttribute('href')).toBe(
      `/startup/${S._id}`,
    );
    expect(within(success).getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
