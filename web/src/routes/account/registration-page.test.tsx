import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import RegistrationPage from './registration-page';

function VerificationProbe() {
  const state = useLocation().state as { email: string; message: string };
  return (
    <p>
      verify {state.email}: {state.message}
    </p>
  );
}

const routes = [
  { path: '/registration', Component: RegistrationPage },
  { path: '/email-verification', Component: VerificationProbe },
];
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
const fillAll = () => {
  fill('First name', 'Ada');
  fill('Last name', 'Obi');
  fill('Email', 'ada@example.com');
  fill('Phone number', '+234 801 234 5678');
  fill('Password', 'Str0ng!pass');
};

describe('registration screen', () => {
  it('shows the password hint', async () => {
    stubFetch(() => undefined);
    renderRoutes(routes, ['/registration']);
    expect(
      await screen.findByText('Minimum 8 characters with uppercase, lowercase, number and special character'),
    ).toBeTruthy();
  });

  it("requires all five fields: 'All fields are required.'", async () => {
    const fetch = stubFetch(() => undefined);
    renderRoutes(routes, ['/registration']);
    await screen.findByLabelText('First name');
    fillAll();
    fill('Phone number', '   ');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('All fields are required.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the five fields and moves to /email-verification with email and message', async () => {
    const fetch = stubFetch((url) =>
      url === '/api/auth/onboard' ? json(201, { email: 'ada@example.com', message: 'Check your inbox' }) : undefined,
    );
    renderRoutes(routes, ['/registration']);
    await screen.findByLabelText('First name');
    fillAll();
    submit();
    expect(await screen.findByText('verify ada@example.com: Check your inbox')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      phone_number: '+234 801 234 5678',
      password: 'Str0ng!pass',
    });
  });

  it("shows the server message or 'Registration failed.'", async () => {
    stubFetch(() =>
      json(409, { statusCode: 409, error: 'Conflict', message: 'An account with this email already exists' }),
    );
    renderRoutes(routes, ['/registration']);
    await screen.findByLabelText('First name');
    fillAll();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');

    stubFetch(() => new Response(null, { status: 502 }));
    submit();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Registration failed.'));
  });
});
