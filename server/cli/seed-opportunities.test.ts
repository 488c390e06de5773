import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Opportunity } from '../../common/schemas/opportunities';
import { opportunities } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { signedInAdmin } from '../test/factories';
import { seedIfEmpty } from './seed-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds opportunities of each type and status for verified startups, with counted applications', async () => {
  await seedIfEmpty(t.ctx, t.app.log);
  const rows = await t.db.select().from(opportunities);
  expect(new Set(rows.map((o) => o.type))).toEqual(new Set(['job', 'internship', 'partnership']));
  expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['active', 'closed', 'draft']));
  expect(new Set(rows.map((o) => o.startupId)).size).toBeGreaterThanOrEqual(5);

  const admin = await signedInAdmin(t);
  let applications = 0;
  for (const row of rows) {
    const o = (await t.app.inject({ url: `/api/opportunities/${row.id}` })).json() as Opportunity;
    if (row.status !== 'active') {
      expect(o).toMatchObject({ statusCode: 404 });
      continue;
    }
    expect(o.startup._id).toBe(row.startupId);
    if (o.type === 'partnership') expect(o.lookingFor.length).toBeGreaterThan(0);
    else expect(o.applicationDeadline === null || Date.parse(o.applicationDeadline) > Date.now()).toBe(true);
    const list = await t.app.inject({ url: `/api/opportunities/${row.id}/applications`, headers: admin.headers });
    expect(list.json()).toHaveLength(o.applicationsCount);
    applications += o.applicationsCount;
  }
  expect(applications).toBeGreaterThanOrEqual(4);
});
