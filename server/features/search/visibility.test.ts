import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchKind } from '../../../common/search';
import { createTestApp, type TestApp } from '../../test/app';
import { makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { makeOpportunity, makeStartup } from '../../test/startup-factories';
import { makeArticle, makeEvent, makePost, makeProgram } from './fixtures';
import * as q from './queries';
import { termsOf, viewerOf } from './service';

type Who = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let author: Who;
let other: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  [author, other, admin] = await Promise.all([signedInUser(t), signedInUser(t), signedInAdmin(t)]);
});
afterAll(() => t.close());

/** The titles a caller finds for a word, in one kind, sorted. */
async function found(q: string, type: string, who?: Who) {
  const res = await t.app.inject({ url: `/api/search?q=${q}&type=${type}`, headers: who?.headers ?? {} });
  expect(res.statusCode).toBe(200);
  const titles = (res.json() as Array<{ title: string }>).map((r) => r.title).sort();
  expect(res.headers['x-total-count']).toBe(String(titles.length));
  const counts = await t.app.inject({ url: `/api/search/counts?q=${q}`, headers: who?.headers ?? {} });
  expect(counts.json()[type]).toBe(titles.length);
  return titles;
}

describe('search finds only what the caller may see', () => {
  it('articles: approved (in a visible community or none); the author’s own pending; admins all', async () => {
    const archived = await makeClub(t, 'archived');
    const pendingClub = await makeClub(t, 'pending');
    await makeArticle(t, { title: 'Ibex general' });
    await makeArticle(t, { title: 'Ibex in pending club', articleType: 'community', clubId: pendingClub });
    await makeArticle(t, { title: 'Ibex in archived club', articleType: 'community', clubId: archived });
    await makeArticle(t, { title: 'Ibex waiting', status: 'pending', userId: author.user.id });
    await makeArticle(t, { title: 'Ibex refused', status: 'disapproved', userId: other.user.id });
    const everyone = ['Ibex general', 'Ibex in pending club'];
    expect(await found('ibex', 'articles')).toEqual(everyone);
    // Their own in any status, as the article's page shows it (decision 12).
    expect(await found('ibex', 'articles', other)).toEqual([...everyone, 'Ibex refused'].sort());
    expect(await found('ibex', 'articles', author)).toEqual([...everyone, 'Ibex waiting'].sort());
    expect(await found('ibex', 'articles', admin)).toHaveLength(5);
  });

  it('communities: approved and pending; admins also disapproved and archived', async () => {
    for (const status of ['approved', 'pending', 'disapproved', 'archived'] as const) {
      await makeClub(t, status, `Jackal ${status}`);
    }
    expect(await found('jackal', 'communities')).toEqual(['Jackal approved', 'Jackal pending']);
    expect(await found('jackal', 'communities', author)).toEqual(['Jackal approved', 'Jackal pending']);
    expect(await found('jackal', 'communities', admin)).toHaveLength(4);
  });

  it('posts: in communities the caller may see; an archived community’s by nobody but admins', async () => {
    const open = await makeClub(t, 'approved');
    const pending = await makeClub(t, 'pending');
    const archived = await makeClub(t, 'archived');
    await makePost(t, open, author.user.id, 'Kudu open');
    await makePost(t, pending, author.user.id, 'Kudu pending');
    await makePost(t, archived, author.user.id, 'Kudu archived');
    expect(await found('kudu', 'posts')).toEqual(['Kudu open', 'Kudu pending']);
    expect(await found('kudu', 'posts', author)).toEqual(['Kudu open', 'Kudu pending']);
    expect(await found('kudu', 'posts', admin)).toEqual(['Kudu archived', 'Kudu open', 'Kudu pending']);
  });

  it('events: past ones too, marked past; programs: featured and not archived, admins all', async () => {
    await makeEvent(t, { title: 'Lemur summit' });
    await makeEvent(t, { title: 'Lemur past', date: new Date(Date.now() - 86_400_000) });
    const res = await t.app.inject({ url: '/api/search?q=lemur&type=events' });
    const past = Object.fromEntries(
      (res.json() as Array<{ title: string; past: boolean }>).map((r) => [r.title, r.past]),
    );
    expect(past).toEqual({ 'Lemur summit': false, 'Lemur past': true });

    await makeProgram(t, { title: 'Lemur featured' });
    await makeProgram(t, { title: 'Lemur hidden', isFeatured: false });
    await makeProgram(t, { title: 'Lemur archived', isArchived: true });
    expect(await found('lemur', 'programs', author)).toEqual(['Lemur featured']);
    expect(await found('lemur', 'programs', admin)).toEqual(['Lemur archived', 'Lemur featured', 'Lemur hidden']);
  });

  it('startups: verified, plus the caller’s own in any status; a rejected one hidden; admins all', async () => {
    await makeStartup(t, { name: 'Mamba verified' });
    await makeStartup(t, { name: 'Mamba mine', status: 'pending', ownerId: author.user.id });
    await makeStartup(t, { name: 'Mamba rejected', status: 'rejected', ownerId: other.user.id });
    expect(await found('mamba', 'startups')).toEqual(['Mamba verified']);
    expect(await found('mamba', 'startups', author)).toEqual(['Mamba mine', 'Mamba verified']);
    expect(await found('mamba', 'startups', other)).toEqual(['Mamba rejected', 'Mamba verified']);
    expect(await found('mamba', 'startups', admin)).toHaveLength(3);
  });

  it('opportunities: active of verified startups, plus the owner’s own in any status; admins all', async () => {
    const verified = await makeStartup(t, { ownerId: author.user.id });
    const pending = await makeStartup(t, { status: 'pending', ownerId: other.user.id });
    await makeOpportunity(t, verified.id, { title: 'Nyala active' });
    await makeOpportunity(t, verified.id, { title: 'Nyala closed', status: 'closed' });
    await makeOpportunity(t, verified.id, { title: 'Nyala draft', status: 'draft' });
    await makeOpportunity(t, pending.id, { title: 'Nyala of a pending startup' });
    expect(await found('nyala', 'opportunities')).toEqual(['Nyala active']);
    expect(await found('nyala', 'opportunities', author)).toEqual(['Nyala active', 'Nyala closed', 'Nyala draft']);
    expect(await found('nyala', 'opportunities', other)).toEqual(['Nyala active', 'Nyala of a pending startup']);
    expect(await found('nyala', 'opportunities', admin)).toHaveLength(4);
  });

  it('the same rules when a kind is walked down its date index (what each walk found, per caller)', async () => {
    const archived = await makeClub(t, 'archived');
    await makeArticle(t, { title: 'Oryx general' });
    await makeArticle(t, { title: 'Oryx archived', articleType: 'community', clubId: archived });
    await makeArticle(t, { title: 'Oryx waiting', status: 'pending', userId: author.user.id });
    await makePost(t, await makeClub(t, 'approved'), author.user.id, 'Oryx open');
    await makePost(t, archived, author.user.id, 'Oryx hidden');
    const verified = await makeStartup(t, { ownerId: author.user.id });
    const pending = await makeStartup(t, { status: 'pending', ownerId: other.user.id });
    await makeOpportunity(t, verified.id, { title: 'Oryx active' });
    await makeOpportunity(t, verified.id, { title: 'Oryx closed', status: 'closed' });
    await makeOpportunity(t, pending.id, { title: 'Oryx of a pending startup' });
    const kinds: SearchKind[] = ['article', 'post', 'opportunity'];
    const walked = async (who?: Who) => {
      const viewer = viewerOf(who && { id: who.user.id, roles: who.user.roles, sid: '' });
      const terms = termsOf(['oryx'], {});
      const plans = Object.fromEntries(kinds.map((k) => [k, { walk: 64 }]));
      const page = await q.search(t.db, kinds, terms, viewer, { page: 1, limit: 20 }, plans);
      return Object.fromEntries(kinds.map((k) => [k, page.walks.get(k)]));
    };
    expect(await walked()).toEqual({ article: 1, post: 1, opportunity: 1 });
    expect(await walked(author)).toEqual({ article: 2, post: 1, opportunity: 2 });
    expect(await walked(other)).toEqual({ article: 1, post: 1, opportunity: 2 });
    expect(await walked(admin)).toEqual({ article: 3, post: 2, opportunity: 3 });
  });
});
