import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { makeClub, signedInUser } from '../test/factories';

// What the tests of mail in its recipient's language (issue 20) share: one app per test file with an approved
// community, and the calls that sign up, read the outbox and make a French member. `setUpMailLocale()` registers
// the set-up; the bindings below are filled by it before the file's tests run.

export type User = Awaited<ReturnType<typeof signedInUser>>;
export let t: TestApp;
export let clubId: string;

export function setUpMailLocale() {
  beforeAll(async () => {
    t = await createTestApp();
    clubId = await makeClub(t, 'approved');
  });
  afterAll(() => t.close());
}

export const BASE = 'http://localhost:3000';
export const call: TestApp['call'] = (...a) => t.call(...a);
export const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to.includes(email.toLowerCase()));
export const lastMailTo = async (email: string) => (await mailsTo(email)).at(-1)!;
export const newcomer = (email: string) => ({
  first_name: 'Aïcha',
  last_name: 'Diallo',
  email,
  phone_number: '+221 77 123 45 67',
  password: 'Baobab-Tree-77',
});
export async function frenchMember(firstName: string) {
  const u = await signedInUser(t, { firstName });
  await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, u.user.id));
  return u;
}
export const localeOf = async (email: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;
