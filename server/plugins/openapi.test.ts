import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('describes the API in OpenAPI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/auth',
      '/api/auth/onboard',
      '/api/auth/refresh',
      '/api/user/loggedIn',
      '/api/user/profile',
      '/api/user/count',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(doc.paths['/api/auth/onboard'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'email', 'phone_number', 'password']),
    );
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
