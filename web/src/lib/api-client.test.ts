import { describe, expect, it, vi } from 'vitest';
import { authHeader, json, stubFetch } from '../test/utils';
import { api, ApiError, errorMessage } from './api-client';
import { browser, tokens } from './tokens';

const unauthorized = () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Token expired' });

describe('api client', () => {
  it('sends JSON with the stored bearer token and reads X-Total-Count', async () => {
    tokens.set('access-1', 'refresh-1');
    const fetch = stubFetch(() => json(200, [{ _id: 'a' }], { 'X-Total-Count': '42' }));
    const page = await api.list('/user', { page: 2, search: '' });
    expect(page).toEqual({ items: [{ _id: 'a' }], total: 42 });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/user?page=2');
    expect(authHeader(init)).toBe('Bearer access-1');
  });

  it('passes FormData through without a JSON content type', async () => {
    const fetch = stubFetch(() => json(200, {}));
    const form = new FormData();
    form.append('first_name', 'Ada');
    await api.patch('/user/profile', form);
    const init = fetch.mock.calls[0][1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('refreshes once on 401 and repeats the request with the new token', async () => {
    tokens.set('old-access', 'old-refresh');
    const fetch = stubFetch((url, init) => {
      if (url === '/api/auth/refresh') {
        expect(authHeader(init)).toBe('Bearer old-refresh');
        return json(200, { token: 'new-access', refreshToken: 'new-refresh' });
      }
      return authHeader(init) === 'Bearer new-access' ? json(200, { ok: true }) : unauthorized();
    });
    await expect(api.get('/user/loggedIn')).resolves.toEqual({ ok: true });
    expect(fetch.mock.calls.map(([u]) => u)).toEqual(['/api/user/loggedIn', '/api/auth/refresh', '/api/user/loggedIn']);
    expect(tokens.access()).toBe('new-access');
    expect(tokens.refresh()).toBe('new-refresh');
  });

  it('retries only once: a second 401 is thrown to the caller', async () => {
    tokens.set('a', 'r');
    const fetch = stubFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { token: 'b', refreshToken: 's' }) : unauthorized(),
    );
    await expect(api.get('/user/loggedIn')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('on refresh failure logs, clears both tokens and sends the user to /', async () => {
    tokens.set('a', 'r');
    const redirect = vi.spyOn(browser, 'redirect').mockImplementation(() => {});
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((url) =>
      url === '/api/auth/refresh' ? json(401, { message: 'Invalid refresh token' }) : unauthorized(),
    );
    await expect(api.get('/club-member/my-clubs')).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledWith('Token refresh failed');
    expect(tokens.access()).toBeNull();
    expect(tokens.refresh()).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/');
  });

  it('shares one refresh between concurrent 401s', async () => {
    tokens.set('a', 'r');
    let refreshes = 0;
    const fetch = stubFetch(async (url, init) => {
      if (url === '/api/auth/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { token: 'b', refreshToken: 's' });
      }
      return authHeader(init) === 'Bearer b' ? json(200, url) : unauthorized();
    });
    const answers = await Promise.all([api.get('/one'), api.get('/two'), api.get('/three')]);
    expect(answers).toEqual(['/api/one', '/api/two', '/api/three']);
    expect(refreshes).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(7);
  });

  it('does not refresh when the login call itself answers 401', async () => {
    tokens.set('a', 'r');
    const fetch = stubFetch(() =>
      json(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' }),
    );
    await expect(api.post('/auth', { email: 'x', password: 'y' })).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('errorMessage prefers the server message and falls back otherwise', async () => {
    stubFetch(() => json(409, { statusCode: 409, error: 'Conflict', message: 'Email already registered' }));
    const err = await api.post('/auth/onboard', {}).catch((e) => e);
    expect(errorMessage(err, 'Registration failed.')).toBe('Email already registered');
    expect(errorMessage(new TypeError('network'), 'Registration failed.')).toBe('Registration failed.');
    stubFetch(() => new Response('oops', { status: 500 }));
    const plain = await api.get('/x').catch((e) => e);
    expect(errorMessage(plain, 'Fallback')).toBe('Fallback');
  });
});
