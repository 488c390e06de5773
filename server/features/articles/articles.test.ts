// General articles (posted by admins), reading them and the lists.
import { describe, expect, it } from 'vitest';
import { SEARCH_KIND_MAX } from '../../../common/search';
import { articles } from '../../db/schema';
import { admin, fields, general, get, member, png, send, setUpArticles, t } from './article-fixture';

setUpArticles();

describe('general articles (admin)', () => {
  it('publishes approved with the author, tags, category and a WebP image', async () => {
    const res = await send(
      'POST',
      '/api/article/create-general',
      admin.headers,
      fields({ category: 'news', featured: 'true' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Raising a Seed Round in Lagos',
      slug: 'raising-a-seed-round-in-lagos',
      status: 'approved',
      articleType: 'general',
      featured: 'true',
      category: 'news',
      tag: 'funding, lagos',
      clubId: null,
      userId: { first_name: 'Ada' },
      views: 0,
    });
    expect(res.json().article_image).toMatch(/\.webp$/);
  });

  it('applies the create rules and messages', async () => {
    expect((await send('POST', '/api/article/create-general', admin.headers, fields(), false)).json().message).toBe(
      'Please select an image',
    );
    expect(
      (await send('POST', '/api/article/create-general', admin.headers, fields({ title: ' ' }))).json().message,
    ).toBe('Title is required');
    expect(
      (
        await send(
          'POST',
          '/api/article/create-general',
          admin.headers,
          fields({ category: 'new', customCategory: ' ' }),
        )
      ).json().message,
    ).toBe('Please enter a custom category name');
    const custom = (
      await send(
        'POST',
        '/api/article/create-general',
        admin.headers,
        fields({ category: 'new', customCategory: 'Climate Finance' }),
      )
    ).json();
    expect(custom.category).toBe('climate-finance');
    expect((await get('/api/category/active')).json().map((c: { slug: string }) => c.slug)).toContain(
      'climate-finance',
    );
    expect(
      (await send('POST', '/api/article/create-general', admin.headers, fields({ category: 'does-not-exist' })))
        .statusCode,
    ).toBe(400);
    const dflt = (await send('POST', '/api/article/create-general', admin.headers, fields())).json();
    expect(dflt.category).toBe('sdg');
    expect((await send('POST', '/api/article/create-general', member.headers, fields())).statusCode).toBe(403);
    expect((await send('POST', '/api/article/create-general', {}, fields())).statusCode).toBe(401);
  });

  it('sanitises hostile bodies and turns inline data: images into files', async () => {
    const data = `data:image/png;base64,${png.toString('base64')}`;
    const hostile = `<p onclick="x()">Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">l</a><iframe src="https://evil.example/x"></iframe><p><img src="${data}"></p>`;
    const a = (await send('POST', '/api/article/create-general', admin.headers, fields({ body: hostile }))).json();
    expect(a.body).not.toMatch(/script|onclick|onerror|javascript:|evil\.example|data:/);
    expect(a.body).toMatch(/<img src="\/uploads\/[0-9a-f-]+-w\d+\.webp" \/>/);
  });
});

describe('reading and lists', () => {
  it('answers lists as cards without the body, with the reading time the database keeps', async () => {
    const a = await general({ title: 'Long read', body: `<p>${'word '.repeat(401)}</p>` });
    expect(a.readTime).toBe(3);
    const card = (await get('/api/article?limit=100')).json().find((x: { _id: string }) => x._id === a._id);
    expect(card).not.toHaveProperty('body');
    expect(card.readTime).toBe(3);
    expect((await get(`/api/article/${a._id}`)).json().body).toContain('word');
    const short = await general({ title: 'Short read', body: '<p>two words</p>' });
    expect(short.readTime).toBe(1);
  });

  it('answers a search with its newest SEARCH_KIND_MAX matches, ranked: a title match first', async () => {
    const day = 86_400_000;
    const rows = Array.from({ length: SEARCH_KIND_MAX + 5 }, (_, i) => ({
      title: i === 0 ? 'Oldest kinkajou notes' : `Notes ${i}`,
      summary: 'A summary.',
      body: '<p>About kinkajou farming.</p>',
      bodyText: 'About kinkajou farming.',
      status: 'approved' as const,
      createdAt: new Date(Date.now() - (SEARCH_KIND_MAX + 10 - i) * day),
    }));
    rows.push({ ...rows[1]!, title: 'Kinkajou rising', createdAt: new Date(Date.now() - 200 * day) });
    await t.db.insert(articles).values(rows);
    const res = await get('/api/article?search=kinkajou&limit=3');
    expect(res.headers['x-total-count']).toBe(String(SEARCH_KIND_MAX));
    // The oldest matches (both title matches) are past the newest 100: the newest body matches come first.
    const titles = res.json().map((x: { title: string }) => x.title);
    expect(titles).toEqual([
      `Notes ${SEARCH_KIND_MAX + 4}`,
      `Notes ${SEARCH_KIND_MAX + 3}`,
      `Notes ${SEARCH_KIND_MAX + 2}`,
    ]);
    await t.db.insert(articles).values({ ...rows[1]!, title: 'Kinkajou today', createdAt: new Date() });
    const ranked = await get('/api/article?search=kinkajou&limit=2&page=1');
    expect(ranked.json().map((x: { title: string }) => x.title)).toEqual([
      'Kinkajou today',
      `Notes ${SEARCH_KIND_MAX + 4}`,
    ]);
    const last = await get(`/api/article?search=kinkajou&limit=40&page=3`);
    expect(last.json()).toHaveLength(SEARCH_KIND_MAX - 80);
  });

  it('filters by search, any of the tags, author, and sorts by views', async () => {
    const a = await general({
      title: 'Solar mini-grids for rural clinics',
      tag: 'energy, health',
      body: '<p>Photovoltaic systems keep vaccines cold.</p>',
    });
    const b = await general({ title: 'Hiring your first engineer', tag: 'hiring' });
    const ids = (res: { json(): Array<{ _id: string }> }) => res.json().map((x) => x._id);
    expect(ids(await get('/api/article?search=photovoltaic'))).toEqual([a._id]);
    expect(ids(await get('/api/article?search=vaccines%20cold'))).toContain(a._id);
    const tagged = ids(await get('/api/article?tag=health&tag=hiring'));
    expect(tagged).toEqual(expect.arrayContaining([a._id, b._id]));
    expect(ids(await get('/api/article?tag=ENERGY'))).toEqual([a._id]);
    expect(ids(await get(`/api/article?author=${admin.user.id}&limit=100`))).toContain(b._id);
    await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: `/api/article/${b._id}/view` })),
    );
    expect((await get(`/api/article/${b._id}`)).json().views).toBe(5);
    expect(ids(await get('/api/article?sort=popular'))[0]).toBe(b._id);
    const page = await get('/api/article?limit=2');
    expect(page.json()).toHaveLength(2);
    expect(Number(page.headers['x-total-count'])).toBeGreaterThan(2);
  });

  it('featured: approved and featured only, newest first, at most 6', async () => {
    for (let i = 0; i < 7; i++) await general({ title: `Featured ${i}`, featured: 'true' });
    const notFeatured = await general({ title: 'Not featured' });
    const list = (await get('/api/article/featured')).json();
    expect(list).toHaveLength(6);
    expect(list[0].title).toBe('Featured 6');
    expect(list.every((a: { featured: string }) => a.featured === 'true')).toBe(true);
    expect(list.map((a: { _id: string }) => a._id)).not.toContain(notFeatured._id);
  });

  it('related: same category, approved, not itself', async () => {
    const a = await general({ title: 'WASH one', category: 'wash' });
    const b = await general({ title: 'WASH two', category: 'wash' });
    await general({ title: 'News one', category: 'news' });
    const rel = (await get(`/api/article/${a._id}/related?limit=4`)).json();
    expect(rel.success).toBe(true);
    expect(rel.data.map((x: { _id: string }) => x._id)).toContain(b._id);
    expect(rel.data.every((x: { category: string; _id: string }) => x.category === 'wash' && x._id !== a._id)).toBe(
      true,
    );
  });

  it('related accepts a limit up to 100, like every list (decision 4)', async () => {
    const a = await general({ title: 'Limits one', category: 'news' });
    expect((await get(`/api/article/${a._id}/related?limit=20`)).statusCode).toBe(200);
    expect((await get(`/api/article/${a._id}/related?limit=100`)).statusCode).toBe(200);
    const over = await get(`/api/article/${a._id}/related?limit=101`);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('limit must be at most 100');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await get('/api/article/00000000-0000-4000-8000-000000000000')).json().message).toBe('Article not found');
    expect((await get('/api/article/nope')).statusCode).toBe(400);
  });
});
