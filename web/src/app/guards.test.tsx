import { screen } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { browser, tokens } from '../lib/tokens';
import { json, renderRoutes, stubFetch } from '../test/utils';
import { RequireRole } from './guards';

function LoginProbe() {
  const state = useLocation().state as { from: { pathname: string }; message: string } | null;
  return (
    <p>
      login from {state?.from.pathname} – {state?.message}
    </p>
  );
}

const routes = [
  { path: '/login', Component: LoginProbe },
  {
    path: '/admin',
    element: (
      <RequireRole area="/admin">
        <Outlet />
      </RequireRole>
    ),
    children: [
      { index: true, element: <p>admin home</p> },
      { path: 'users', element: <p>admin users</p> },
    ],
  },
  {
    path: '/user',
    element: (
      <RequireRole area="/user">
        <Outlet />
      </RequireRole>
    ),
    children: [
      { index: true, element: <p>user home</p> },
      { path: 'community', element: <p>user community</p> },
    ],
  },
];

function signedInAs(roles: string[]) {
  tokens.set('acc', 'ref');
  stubFetch((url) => (url === '/api/user/loggedIn' ? json(200, { _id: '1', email: 'a@b.c', roles }) : undefined));
}

describe('route guard', () => {
  it('sends a signed-out visitor to /login with the return address and a message', async () => {
    stubFetch(() => undefined);
    renderRoutes(routes, ['/user/community']);
    expect(await screen.findByText('login from /user/community – Please log in to continue.')).toBeTruthy();
  });

  it('shows a spinner while the session loads', async () => {
    tokens.set('acc', 'ref');
    stubFetch(() => new Promise(() => {}));
    renderRoutes(routes, ['/admin']);
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeTruthy();
  });

  it('lets the right role in', async () => {
    signedInAs(['admin']);
    renderRoutes(routes, ['/admin/users']);
    expect(await screen.findByText('admin users')).toBeTruthy();
  });

  it('sends a user away from /admin to /user', async () => {
    signedInAs(['user']);
    const { router } = renderRoutes(routes, ['/admin/users']);
    expect(await screen.findByText('user home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user');
  });

  it('sends an admin or SuperAdmin away from /user to /admin', async () => {
    signedInAs(['SuperAdmin']);
    const { router } = renderRoutes(routes, ['/user/community']);
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('drops a stored token whose profile cannot be loaded and treats the visitor as signed out', async () => {
    tokens.set('bad', 'bad');
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((url) =>
      url === '/api/auth/refresh' ? json(401, { message: 'no' }) : json(401, { message: 'expired' }),
    );
    const { router } = renderRoutes(routes, ['/user']);
    // The failed refresh sends the browser home; the guard meanwhile redirects to /login.
    await screen.findByText(/login from \/user/);
    expect(tokens.access()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(redirect).toHaveBeenCalledWith('/');
  });
});
