import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { multipart } from '../../test/images';

// Issue 20: the API answers English word for word unless the request asks for French.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth',
    headers,
    payload: { email: 'nobody@example.com', password: 'not-the-password-1' },
  });

const setLocale = (headers: Record<string, string>, locale: string) => {
  const mp = multipart({ locale }, {});
  return t.app.inject({
    method: 'PATCH',
    url: '/api/user/profile',
    payload: mp.payload,
    headers: { ...headers, ...mp.headers },
  });
};

describe('messages in the request’s language', () => {
  it('answers English without a header, with *, or when another language comes first', async () => {
    for (const h of [
      {} as Record<string, string>,
      { 'accept-language': '*' },
      { 'accept-language': 'de-DE, fr;q=0.8' },
      { 'accept-language': 'en, fr' },
    ]) {
      const res = await signIn(h);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password.' });
    }
  });

  it('answers French when the request prefers it, keeping the error’s shape', async () => {
    for (const h of [
      { 'accept-language': 'fr' },
      { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
      { 'accept-language': 'en;q=0.5, fr-CA' },
    ]) {
      const res = await signIn(h);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Adresse e-mail ou mot de passe incorrect.',
      });
    }
    const missing = await t.app.inject({
      url: '/api/article/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Article introuvable');
    const signedOut = await t.app.inject({ url: '/api/user/loggedIn', headers: { 'accept-language': 'fr' } });
    expect(signedOut.json().message).toBe('Connectez-vous pour continuer.');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
      payload: '{nope',
    });
    expect(badJson.json()).toMatchObject({
      statusCode: 400,
      message: 'Le corps de la requête n’est pas un JSON valide.',
    });
  });
});

describe('validation messages made from live values', () => {
  it('are written again in French from their template', async () => {
    const body = {
      first_name: '',
      last_name: 'Obi',
      email: 'x@example.com',
      phone_number: '1',
      password: 'a-Long-passw0rd!',
    };
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/onboard', payload: body });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('first_name is required');
    const fr = await t.app.inject({
      method: 'POST',
      url: '/api/auth/onboard',
      headers: { 'accept-language': 'fr' },
      payload: { ...body, first_name: 'Ama', password: 'short' },
    });
    expect(fr.json().message).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    const limit = await t.app.inject({ url: '/api/article?limit=5000', headers: { 'accept-language': 'fr' } });
    expect(limit.json().message).toBe('limit doit valoir au plus 100');
  });
});

describe('the member’s saved language', () => {
  it('is en by default, saved by PATCH /api/user/profile, and refused when not offered', async () => {
    const u = await signedInUser(t);
    expect((await t.app.inject({ url: '/api/user/loggedIn', headers: u.headers })).json().locale).toBe('en');

    const bad = await setLocale(u.headers, 'de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The language must be en (English) or fr (French).');
    const badFr = await setLocale({ ...u.headers, 'accept-language': 'fr' }, 'pt');
    expect(badFr.json().message).toBe('La langue doit être en (anglais) ou fr (français).');

    const ok = await setLocale(u.headers, 'fr');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().locale).toBe('fr');
    expect((await t.app.inject({ url: '/api/user/loggedIn', headers: u.headers })).json().locale).toBe('fr');
  });

  it('decides the messages of a signed-in request that names no language; a header still wins', async () => {
    const u = await signedInUser(t);
    expect((await setLocale(u.headers, 'fr')).statusCode).toBe(200);
    const url = '/api/notifications/00000000-0000-4000-8000-000000000000/read';
    const fr = await t.app.inject({ method: 'POST', url, headers: u.headers });
    expect(fr.statusCode).toBe(404);
    expect(fr.json().message).toBe('Notification introuvable');
    const en = await t.app.inject({ method: 'POST', url, headers: { ...u.headers, 'accept-language': 'en' } });
    expect(en.json().message).toBe('Notification not found');
  });
});
