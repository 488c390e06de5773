import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import ResetPasswordPage from './reset-password-page';

const routes = [{ path: '/reset-password/:token?', Component: ResetPasswordPage }];
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));

/** Submits and waits for the alert to show `expected` (validation is asynchronous, so an earlier alert may linger). */
async function attempt(password: string, confirm: string, expected: string) {
  fill('New password', password);
  fill('Confirm password', confirm);
  submit();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected), { timeout: 5000 });
}

describe('reset password screen', () => {
  it('lists the five rules', async () => {
    stubFetch(() => undefined);
    renderRoutes(routes, ['/reset-password/tok']);
    const list = await screen.findByRole('list', { name: 'Password requirements' });
    expect(list.textContent).toContain('At least 8 characters');
    for (const rule of ['An uppercase letter', 'A lowercase letter', 'A number', 'A special character']) {
      expect(list.textContent).toContain(rule);
    }
  });

  it('checks both fields, then the match, then the length, without calling the server', async () => {
    const fetch = stubFetch(() => undefined);
    renderRoutes(routes, ['/reset-password/tok']);
    await screen.findByLabelText('New password');
    await attempt('', '', 'Both password fields are required.');
    await attempt('abcdefgh', '', 'Both password fields are required.');
    await attempt('abcdefgh', 'abcdefgi', 'Passwords do not match.');
    await attempt('short', 'short', 'Password must be at least 8 characters long.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('does not enforce the composition rules (they are a hint)', async () => {
    const fetch = stubFetch(() => json(200, { message: 'Password reset successful' }));
    renderRoutes(routes, ['/reset-password/tok']);
    await screen.findByLabelText('New password');
    fill('New password', 'alllowercase');
    fill('Confirm password', 'alllowercase');
    submit();
    expect(await screen.findByText('Password reset successful')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({ token: 'tok', password: 'alllowercase' });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server message, else 'Failed to reset password'", async () => {
    stubFetch(() => json(400, { statusCode: 400, error: 'Bad Request', message: 'This reset link has expired' }));
    renderRoutes(routes, ['/reset-password/tok']);
    await screen.findByLabelText('New password');
    await attempt('Str0ng!pass', 'Str0ng!pass', 'This reset link has expired');
  });

  it('refuses a link without a token', async () => {
    stubFetch(() => undefined);
    renderRoutes(routes, ['/reset-password']);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid reset link. Please request a new password reset.',
    );
  });
});
