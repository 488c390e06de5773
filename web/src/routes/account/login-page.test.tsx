import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import LoginPage from './login-page';

const routes = [
  { path: '/login', Component: LoginPage },
  { path: '/admin', element: <p>admin home</p> },
  { path: '/user', element: <p>user home</p> },
  { path: '/startup/7/claim', element: <p>claim page</p> },
];

const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

const user = (roles: string[]) => ({ _id: 'u1', first_name: 'Ada', last_name: 'O', email: 'ada@example.com', roles });

describe('login screen', () => {
  it('asks for both fields and makes no call when one is blank', async () => {
    const fetch = stubFetch(() => undefined);
    renderRoutes(routes, ['/login']);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Both fields are required.');
    fill('Email', 'ada@example.com');
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Both fields are required.'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message, or the fallback, and clears the tokens on failure', async () => {
    tokens.set('stale', 'stale');
    stubFetch((url) =>
      url === '/api/auth'
        ? json(401, { statusCode: 401, error: 'Unauthorized', message: 'Wrong email or password' })
        : undefined,
    );
    renderRoutes(routes, ['/login']);
    fill('Email', 'ada@example.com');
    fill('Password', 'nope');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong email or password');
    expect(tokens.access()).toBeNull();
  });

  it("falls back to 'Invalid credentials' without a server message", async () => {
    stubFetch(() => new Response('', { status: 500 }));
    renderRoutes(routes, ['/login']);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid credentials');
  });

  it('offers /resend-verification when the account is not verified', async () => {
    const message = 'Please verify your email address before logging in.';
    stubFetch(() => json(403, { statusCode: 403, error: 'Forbidden', message }));
    renderRoutes(routes, ['/login']);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Resend verification email' }).getAttribute('href')).toBe(
      '/resend-verification',
    );
  });

  it('signs in and goes to the role home, storing tokens and userRole', async () => {
    stubFetch((url) => {
      if (url === '/api/auth') return json(200, { token: 'acc', refreshToken: 'ref' });
      if (url === '/api/user/loggedIn') return json(200, user(['SuperAdmin']));
    });
    renderRoutes(routes, ['/login']);
    fill('Email', 'ada@example.com');
    fill('Password', 'secret');
    submit();
    expect(await screen.findByText('admin home')).toBeTruthy();
    expect(tokens.access()).toBe('acc');
    expect(localStorage.getItem('userRole')).toBe('SuperAdmin');
  });

  it('shows the navigation message once, clears it, and returns to the address it was given', async () => {
    stubFetch((url) => {
      if (url === '/api/auth') return json(200, { token: 'acc', refreshToken: 'ref' });
      if (url === '/api/user/loggedIn') return json(200, user(['user']));
    });
    const { router } = renderRoutes(routes, [
      { pathname: '/login', state: { from: { pathname: '/startup/7/claim' }, message: 'Please log in to continue.' } },
    ]);
    expect(await screen.findByText('Please log in to continue.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    fill('Email', 'ada@example.com');
    fill('Password', 'secret');
    submit();
    expect(await screen.findByText('claim page')).toBeTruthy();
  });

  it('toggles password visibility', async () => {
    stubFetch(() => undefined);
    renderRoutes(routes, ['/login']);
    const input = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});
