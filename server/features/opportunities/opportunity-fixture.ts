import { afterAll, beforeAll } from 'vitest';
import type { Opportunity } from '../../../common/schemas/opportunities';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { makeStartup } from '../../test/startup-factories';

// What the opportunities' API tests share: one app per test file, with an admin, a startup owner and another
// member, and the owner's startups in each status. `setUpOpportunities()` registers the set-up; the bindings
// below are filled by it before the file's tests run.

export type User = Awaited<ReturnType<typeof signedInUser>>;
type Startup = Awaited<ReturnType<typeof makeStartup>>;
export let t: TestApp;
export let admin: User;
export let owner: User;
export let other: User;
export let verified: Startup;
export let pending: Startup;
export let rejected: Startup;
export let othersStartup: Startup;

export function setUpOpportunities() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    owner = await signedInUser(t, { firstName: 'Owner' });
    other = await signedInUser(t, { firstName: 'Other' });
    verified = await makeStartup(t, {
      ownerId: owner.user.id,
      name: 'Paystream',
      industry: 'Finance',
      logo: '/uploads/p.webp',
    });
    pending = await makeStartup(t, { ownerId: owner.user.id, status: 'pending' });
    rejected = await makeStartup(t, { ownerId: owner.user.id, status: 'rejected' });
    othersStartup = await makeStartup(t, { ownerId: other.user.id });
  });
  afterAll(() => t.close());
}

export const DAY = 86_400_000;
export const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
export const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
export const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers });
export const create = (payload: Record<string, unknown>, headers = owner.headers) =>
  send('POST', '/api/opportunities', { startup: verified.id, ...payload }, headers);
export const base = { title: 'Senior Backend Engineer', description: 'Own our payments ledger end to end.' };
export const titles = (res: { json(): unknown }) => (res.json() as Opportunity[]).map((o) => o.title);
