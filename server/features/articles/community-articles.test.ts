// Community articles (decision 12): posted by members, reviewed, and who sees them.
import { describe, expect, it } from 'vitest';
import { addMember, makeClub } from '../../test/factories';
import { admin, clubId, fields, general, get, member, other, send, setUpArticles, t } from './article-fixture';

setUpArticles();

describe('community articles (decision 12)', () => {
  it('members write pending articles seen by the author and admins only until approved', async () => {
    const res = await send(
      'POST',
      `/api/article/create-community/${clubId}`,
      member.headers,
      fields({ title: 'Our pilot in Kano' }),
    );
    expect(res.statusCode).toBe(201);
    const a = res.json().article;
    expect(a).toMatchObject({ status: 'pending', articleType: 'community', clubId, featured: 'false' });
    expect((await get(`/api/article/${a._id}`)).statusCode).toBe(404);
    expect((await get(`/api/article/${a._id}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/article/${a._id}`, member.headers)).statusCode).toBe(200);
    expect((await get(`/api/article/${a._id}`, admin.headers)).statusCode).toBe(200);
    const ids = (res2: { json(): Array<{ _id: string }> }) => res2.json().map((x) => x._id);
    expect(ids(await get(`/api/article/community/${clubId}`))).not.toContain(a._id);
    expect(ids(await get(`/api/article/community/${clubId}`, member.headers))).toContain(a._id);
    expect(ids(await get('/api/article?limit=100', member.headers))).not.toContain(a._id);
    const countBefore = (await get(`/api/club/get/${clubId}`)).json().articlesCount;

    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${a._id}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect(approve.json().status).toBe('approved');
    expect((await get(`/api/club/get/${clubId}`)).json().articlesCount).toBe(countBefore + 1);
    expect(ids(await get(`/api/article/community/${clubId}?search=kano`))).toEqual([a._id]);
  });

  it('refuses non-members with the specified message', async () => {
    const res = await send('POST', `/api/article/create-community/${clubId}`, other.headers, fields());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You must be a member to create articles in this community');
  });

  it('lets the author edit their own community article but not its status or featured flag', async () => {
    const a = (await send('POST', `/api/article/create-community/${clubId}`, member.headers, fields())).json().article;
    const edited = await send(
      'PATCH',
      `/api/article/${a._id}`,
      member.headers,
      fields({ title: 'Edited title', body: '<p>new</p>' }),
      false,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited title', body: '<p>new</p>', article_image: a.article_image });
    const blank = await send('PATCH', `/api/article/${a._id}`, member.headers, fields({ body: ' ' }), false);
    expect(blank.json().message).toBe('Title, summary, and body are required.');
    expect((await send('PATCH', `/api/article/${a._id}`, other.headers, fields(), false)).json().message).toBe(
      "You don't have permission to edit this article",
    );
    expect(
      (await send('PATCH', `/api/article/${a._id}`, member.headers, fields({ status: 'approved' }), false)).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/article/${a._id}`,
          headers: member.headers,
          payload: { featured: true },
        })
      ).statusCode,
    ).toBe(403);
    const g = await general();
    expect((await send('PATCH', `/api/article/${g._id}`, member.headers, fields(), false)).statusCode).toBe(403);
  });

  it('admins toggle featured, change status and delete', async () => {
    const g = await general();
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${g._id}`,
      headers: admin.headers,
      payload: { featured: true },
    });
    expect(on.json().featured).toBe('true');
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/article/${g._id}`,
          headers: admin.headers,
          payload: { status: 'gone' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/article/${g._id}`, headers: member.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/article/${g._id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect((await get(`/api/article/${g._id}`, admin.headers)).statusCode).toBe(404);
  });
});

describe('review fixes', () => {
  it('hides articles of communities the public cannot see', async () => {
    const hiddenClub = await makeClub(t, 'approved');
    await addMember(t, hiddenClub, member.user.id);
    const a = (
      await send(
        'POST',
        `/api/article/create-community/${hiddenClub}`,
        member.headers,
        fields({ title: 'Inside a club' }),
      )
    ).json().article;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/article/${a._id}`,
      headers: admin.headers,
      payload: { status: 'approved' },
    });
    expect((await get(`/api/article/${a._id}`)).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/api/club/${hiddenClub}/archive`, headers: admin.headers });
    expect((await get(`/api/article/${a._id}`)).statusCode).toBe(404);
    expect((await get(`/api/article/${a._id}`, member.headers)).statusCode).toBe(404);
    expect((await get(`/api/article/${a._id}`, admin.headers)).statusCode).toBe(200);
    expect((await get('/api/article?limit=100')).json().map((x: { _id: string }) => x._id)).not.toContain(a._id);
    expect((await t.app.inject({ method: 'POST', url: `/api/article/${a._id}/view` })).statusCode).toBe(404);
    expect((await get('/rss.xml')).body).not.toContain(a._id);
  });

  it('lets the admin edit an article without tags', async () => {
    const g = await general();
    const res = await send(
      'PATCH',
      `/api/article/${g._id}`,
      admin.headers,
      { title: 'T', summary: 'S', body: '<p>B</p>' },
      false,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().tag).toBe('');
  });

  it('answers 400, not 500, to NUL bytes and malformed multipart, and 401 to a stale token', async () => {
    expect((await get('/api/club/get?search=%00')).statusCode).toBe(400);
    expect((await get('/api/article?search=a%00b')).statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/post/create',
      headers: member.headers,
      payload: { body: 'a\u0000b', club: clubId },
    });
    expect(nul.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/article/create-general',
      headers: { ...admin.headers, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The form data is malformed. Please try again.');
    const stale = await get('/api/article', { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe('Your session has expired. Please log in again.');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth',
          headers: { authorization: 'Bearer stale' },
          payload: { email: member.email, password: 'Kilimanjaro!2026' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
