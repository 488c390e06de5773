import { afterAll, beforeAll, expect } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';
import { type FilePart, multipart, pngBytes } from '../../test/images';

// What the startups' API tests share: one app per test file with an admin and two members, a logo, and the calls
// that create a startup as its owner or as an admin. `setUpStartups()` registers the set-up; the bindings below are
// filled by it before the file's tests run.

export let t: TestApp;
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;
export let owner: Awaited<ReturnType<typeof signedInUser>>;
export let other: Awaited<ReturnType<typeof signedInUser>>;
export let png: Buffer;

export function setUpStartups() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    owner = await signedInUser(t);
    other = await signedInUser(t);
    png = await pngBytes(300, 300);
  });
  afterAll(() => t.close());
}

export const logo = (): FilePart => ({ filename: 'logo.png', type: 'image/png', data: png });
export const base = {
  name: 'Kilimo Link',
  description: 'Connects smallholder farmers with buyers and fair credit.',
  industry: 'Agriculture',
  location: 'Nairobi, Kenya',
  foundedYear: '2021',
  fundingStage: 'seed',
  website: 'https://kilimolink.co.ke',
  contactEmail: 'hello@kilimolink.co.ke',
};
export const as = (who?: { headers: Record<string, string> }) => who?.headers ?? {};

export async function ownerCreate(
  fields: Record<string, string | string[]> = {},
  who = owner,
  files = { logo: logo() },
) {
  const mp = multipart({ ...base, ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/startup/create',
    payload: mp.payload,
    headers: { ...as(who), ...mp.headers },
  });
}
export async function adminCreate(
  fields: Record<string, string | string[]> = {},
  files: Record<string, FilePart> = {},
) {
  const mp = multipart({ ...base, ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/startup/admin/create',
    payload: mp.payload,
    headers: { ...admin.headers, ...mp.headers },
  });
}
export const get = (url: string, who?: { headers: Record<string, string> }, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...as(who), ...headers } });
export const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> },
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers: { ...as(who), ...headers } });
export const names = (res: { json(): unknown }) => (res.json() as Startup[]).map((s) => s.name);
export async function verified(fields: Record<string, string | string[]> = {}) {
  const res = await adminCreate(fields);
  expect(res.statusCode).toBe(201);
  return res.json() as Startup;
}
