import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { MESSAGES } from './service';

// A real SMTP transport pointed at a port where nothing listens: every send fails as it would with the mail
// server down. Account mail is not lost silently (it is logged) and the person can ask again; the answers stay
// what they would be, never a 500.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

it('registering while mail is down stores the account and answers as usual; a resend can be asked', async () => {
  const res = await post('/api/auth/onboard', {
    first_name: 'Chioma',
    last_name: 'Eze',
    email: 'maildown@example.com',
    phone_number: '+234 803 123 4567',
    password: 'Baobab-Tree-77',
  });
  expect(res.statusCode).toBe(201);
  expect(res.json()).toEqual({ email: 'maildown@example.com', message: MESSAGES.registered });
  const early = await post('/api/auth', { email: 'maildown@example.com', password: 'Baobab-Tree-77' });
  expect(early.statusCode).toBe(403); // the account exists, not yet verified
  const resend = await post('/api/auth/resend-verification', { email: 'maildown@example.com' });
  expect(resend.statusCode).toBe(200);
  expect(resend.json().message).toBe(MESSAGES.resent);
});

it('forgot password while mail is down answers as usual', async () => {
  const u = await signedInUser(t);
  const res = await post('/api/user/forgot-password', { email: u.email });
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toBe(MESSAGES.forgot);
});
