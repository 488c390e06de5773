import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Startup } from '../../../common/schemas/startups';
import { seedIfEmpty } from '../../cli/seed-data';
import { DEMO_STARTUPS } from '../../cli/seed-startups';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInAdmin, signedInUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.ctx, t.app.log);
});
afterAll(() => t.close());

it('seeds a directory worth browsing: 24+ verified startups across industries and countries', async () => {
  const res = await t.app.inject({ url: '/api/startup?limit=100' });
  const list = res.json() as Startup[];
  expect(list.length).toBeGreaterThanOrEqual(24);
  expect(Number(res.headers['x-total-count'])).toBe(list.length);
  expect(new Set(list.map((s) => s.industry)).size).toBeGreaterThanOrEqual(12);
  expect(new Set(list.map((s) => s.location?.split(',').pop()?.trim())).size).toBeGreaterThanOrEqual(12);
  expect(list.filter((s) => s.logo).every((s) => s.logo!.endsWith('.webp'))).toBe(true);
  expect(list.some((s) => !s.logo)).toBe(true);
  const stats = (await t.app.inject({ url: '/api/startup/stats' })).json();
  expect(stats).toEqual({ startups: list.length, industries: new Set(list.map((s) => s.industry)).size });
});

it('seeds a few admin-created unclaimed startups that can be claimed through the outbox', async () => {
  const admin = await signedInAdmin(t);
  const claims = (await t.app.inject({ url: '/api/startup/admin/claim-stats', headers: admin.headers })).json();
  expect(claims.unclaimed).toBe(DEMO_STARTUPS.filter((s) => s.unclaimed).length);
  const open = (
    await t.app.inject({
      url: '/api/startup/admin/all?claimStatus=unclaimed&adminCreated=true',
      headers: admin.headers,
    })
  ).json() as Startup[];
  const target = open[0]!;
  const user = await signedInUser(t);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/startup/${target._id}/initiate-claim`,
    payload: { email: target.contactEmail },
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  expect((await t.outbox()).some((m) => m.to.includes(target.contactEmail!))).toBe(true);
});

it('seeds a pending and a rejected startup for the owner dashboard, hidden from the public', async () => {
  const admin = await signedInAdmin(t);
  const pending = (await t.app.inject({ url: '/api/startup/admin/all?status=pending', headers: admin.headers })).json();
  const rejected = (
    await t.app.inject({ url: '/api/startup/admin/all?status=rejected', headers: admin.headers })
  ).json();
  expect(pending).toHaveLength(1);
  expect(rejected[0].rejectionReason).toBeTruthy();
  expect((await t.app.inject({ url: `/api/startup/${pending[0]._id}` })).statusCode).toBe(404);
});
