import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { seedIfEmpty } from './seed-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('fills an empty database with communities, members, posts and threaded comments, once', async () => {
  await seedIfEmpty(t.ctx, t.app.log);
  await seedIfEmpty(t.ctx, t.app.log);
  const clubs = (await t.app.inject({ url: '/api/club/get' })).json() as Array<{
    _id: string;
    name: string;
    status: string;
    memberCount: number;
    image: string;
  }>;
  expect(clubs).toHaveLength(7);
  expect(clubs.filter((c) => c.status === 'approved')).toHaveLength(6);
  expect(clubs.every((c) => c.image.endsWith('.webp'))).toBe(true);
  const fintech = clubs.find((c) => c.name === 'Fintech Founders Africa')!;
  expect(fintech.memberCount).toBe(2);
  const posts = (await t.app.inject({ url: `/api/post/get/all/${fintech._id}` })).json();
  expect(posts).toHaveLength(3);
  const withReplies = posts.find((p: { commentsCount: number }) => p.commentsCount === 5);
  const tree = (await t.app.inject({ url: `/api/post/comment/${withReplies._id}` })).json();
  expect(tree[0].replies[0].replies).toHaveLength(1);
  const blog = (await t.app.inject({ url: '/api/article?type=general' })).json();
  expect(blog).toHaveLength(5);
  expect(blog[0]).toMatchObject({ status: 'approved', userId: { first_name: expect.any(String) } });
  expect(blog.every((a: { views: number; tag: string }) => a.views > 0 && a.tag.length > 0)).toBe(true);
  expect((await t.app.inject({ url: '/api/article/featured' })).json()).toHaveLength(4);
  const events = (await t.app.inject({ url: '/api/event' })).json() as Array<{
    eventType: string;
    isArchived: boolean;
    paymentInstructions: string | null;
  }>;
  expect(events).toHaveLength(4);
  expect(events.every((e) => !e.isArchived && (e.eventType === 'free' || !!e.paymentInstructions))).toBe(true);
  expect(new Set(events.map((e) => e.eventType))).toEqual(new Set(['free', 'paid']));
  expect((await t.app.inject({ url: '/api/event/featured' })).json()).toHaveLength(3);
  expect((await t.app.inject({ url: '/api/program/featured' })).json()).toHaveLength(2);
  const playlists = (await t.app.inject({ url: '/api/media/playlists' })).json() as Array<{
    title: string;
    isActive: boolean;
    playlistId: string;
  }>;
  expect(playlists.map((p) => p.isActive)).toEqual([true, true, false]);
  expect(playlists[0]).toMatchObject({ title: 'Startup School', playlistId: 'PLQ-uHSnFig5M9fW16o2l35jrfdsxGknNB' });
});
