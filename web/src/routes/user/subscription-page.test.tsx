import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, typesFor } from '../../../../common/notifications';
import type { Preferences } from '../../../../common/schemas/notifications';
import { PREFERENCES_MESSAGES } from '../../features/notifications/components/preferences-form';
import { tokens } from '../../lib/tokens';
import { json, renderRoutes, stubFetch } from '../../test/utils';
import SubscriptionPage from './subscription-page';

const ME = { _id: 'u1', first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', roles: ['user'] };
const routes = [{ path: '/user/subscription', Component: SubscriptionPage }];
const prefs = (): Preferences => ({
  digest: 'weekly',
  types: Object.fromEntries(typesFor(false).map((t) => [t, { ...DEFAULT_PREFERENCES[t] }])),
});
const body = (init: RequestInit) => JSON.parse(String(init.body));
const row = (name: string) => screen.getAllByTestId('preference-row').find((r) => within(r).queryByText(name))!;

afterEach(() => tokens.clear());

describe('Email preferences /user/subscription', () => {
  it('shows the newsletter status and the preferences; each change is saved with a toast', async () => {
    tokens.set('a', 'r');
    let saved = prefs();
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === '/api/newsletter/me') return json(200, { email: ME.email, status: 'active' });
      if (url === '/api/notifications/preferences' && init.method === 'PUT') {
        const part = body(init);
        saved = { digest: part.digest ?? saved.digest, types: { ...saved.types } };
        for (const [t, p] of Object.entries(part.types ?? {}))
          saved.types[t as 'new_post'] = { ...saved.types[t as 'new_post']!, ...(p as object) };
        return json(200, saved);
      }
      if (url === '/api/notifications/preferences') return json(200, saved);
      return undefined;
    });
    renderRoutes(routes, ['/user/subscription']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email preferences' })).toBeTruthy();
    expect((await screen.findByTestId('newsletter-status')).textContent).toBe(
      'ada@example.com is subscribed to the newsletter.',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();

    const weekly = (await screen.findByRole('radio', { name: 'Weekly' })) as HTMLInputElement;
    expect(weekly.checked).toBe(true);
    expect(screen.getAllByTestId('preference-row')).toHaveLength(typesFor(false).length);
    expect(screen.queryByText('Content waiting for review (admins)')).toBeNull();

    const newPost = row('New posts in my communities');
    expect(newPost.textContent).toContain(PREFERENCES_MESSAGES.newPostHint);
    const inApp = within(newPost).getByRole('checkbox', { name: 'Show in the app' }) as HTMLInputElement;
    expect(inApp.checked).toBe(false);
    fireEvent.click(inApp);
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toContain(PREFERENCES_MESSAGES.saved));
    const puts = () => fetch.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([, i]) => body(i!));
    expect(puts()).toEqual([{ types: { new_post: { inApp: true } } }]);
    expect(inApp.checked).toBe(true);

    const email = within(newPost).getByRole('combobox', { name: 'Email' }) as HTMLSelectElement;
    expect(email.value).toBe('digest');
    expect([...email.options].map((o) => o.text)).toEqual([
      'Email me at once',
      'Include in my digest',
      "Don't email me",
    ]);
    fireEvent.change(email, { target: { value: 'instant' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(puts().slice(1)).toEqual([{ types: { new_post: { email: 'instant' } } }, { digest: 'daily' }]);
    await waitFor(() => expect(saved.digest).toBe('daily'));
    expect(saved.types.new_post).toEqual({ email: 'instant', inApp: true });
  });

  it("a refused save shows the server's message and puts the saved value back", async () => {
    tokens.set('a', 'r');
    stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === '/api/newsletter/me') return json(200, { email: ME.email, status: 'none' });
      if (url === '/api/notifications/preferences' && init.method === 'PUT')
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'digest must be one of: daily, weekly, off',
        });
      if (url === '/api/notifications/preferences') return json(200, prefs());
      return undefined;
    });
    renderRoutes(routes, ['/user/subscription']);
    fireEvent.click(await screen.findByRole('radio', { name: 'Off' }));
    const message = 'digest must be one of: daily, weekly, off';
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([message, message]));
    expect(screen.getByTestId('toast').textContent).toContain('digest must be one of: daily, weekly, off');
    expect((screen.getByRole('radio', { name: 'Weekly' }) as HTMLInputElement).checked).toBe(true);
  });

  it('subscribes and unsubscribes the newsletter from the page', async () => {
    tokens.set('a', 'r');
    let status = 'none';
    const fetch = stubFetch((url, init) => {
      if (url === '/api/user/loggedIn') return json(200, ME);
      if (url === '/api/newsletter/me' && init.method === 'POST') {
        status = 'pending';
        return json(201, { email: ME.email, message: 'Please check your inbox to confirm your subscription.' });
      }
      if (url === '/api/newsletter/me' && init.method === 'DELETE') {
        status = 'none';
        return json(200, { email: ME.email, message: 'You have been unsubscribed from the newsletter.' });
      }
      if (url === '/api/newsletter/me') return json(200, { email: ME.email, status });
      if (url === '/api/notifications/preferences') return json(200, prefs());
      return undefined;
    });
    renderRoutes(routes, ['/user/subscription']);
    expect((await screen.findByTestId('newsletter-status')).textContent).toContain('is not subscribed');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toContain('waiting for you'));
    expect(screen.getByTestId('toast').textContent).toContain('Please check your inbox');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByTestId('newsletter-status').textContent).toContain('is not subscribed'));
    expect(screen.getByTestId('toast').textContent).toContain('You have been unsubscribed');
    expect(
      fetch.mock.calls.filter(([u, i]) => u === '/api/newsletter/me' && i?.method).map(([, i]) => i!.method),
    ).toEqual(expect.arrayContaining(['POST', 'DELETE']));
  });
});
