import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Subscriber } from '../../../common/schemas/newsletter';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';

// What the newsletter's API tests share: one app per test file with an admin and a member, emptied of subscribers,
// sends, jobs and mails before each test, and the calls that subscribe and confirm. `setUpNewsletter()` registers
// the set-up; the bindings below are filled by it before the file's tests run.

export let t: TestApp;
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;
export let member: Awaited<ReturnType<typeof signedInUser>>;

export function setUpNewsletter() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    member = await signedInUser(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.execute(sql`DELETE FROM newsletter_sends`);
    await t.db.execute(sql`DELETE FROM newsletter_subscribers`);
    await t.db.execute(sql`DELETE FROM jobs`);
    await clearOutbox();
  });
}

export const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
export const subscribe = (email: unknown) => post('/api/newsletter/subscribe', { email });
export const adminGet = (url: string) => t.app.inject({ url, headers: admin.headers });
export const listed = async () => (await adminGet('/api/newsletter?limit=100')).json() as Subscriber[];
export const stored = async (email: string) =>
  (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

export const clearOutbox = async () => rmSync(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });

/** The token of the newest confirmation link mailed to an address (the queue's job sends it). */
export async function confirmToken(email: string) {
  await t.ctx.jobs.drain();
  const found = (await t.outbox())
    .filter((m) => m.to === email && m.subject === 'Confirm your newsletter subscription')
    .map((m) => /http:\/\/localhost:3000\/newsletter\/confirm\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
    .filter((x): x is string => !!x);
  if (found.length === 0) throw new Error(`no confirmation mail for ${email}`);
  return found;
}

/** Subscribes and confirms through the API: an active subscriber. */
export async function activeSubscriber(email: string) {
  expect((await subscribe(email)).statusCode).toBe(201);
  const [token] = await confirmToken(email);
  expect((await post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
}
