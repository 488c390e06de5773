import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  user = await signedInUser(t);
});
afterAll(() => t.close());

const inject = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });

async function createClub(fields: Record<string, string>, withImage = true, headers = admin.headers) {
  const mp = multipart(
    fields,
    withImage ? { image: { filename: 'b.png', type: 'image/png', data: await pngBytes(1600, 900) } } : {},
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/club/create',
    payload: mp.payload,
    headers: { ...headers, ...mp.headers },
  });
}

describe('creating communities (admin)', () => {
  it('creates a pending community with a banner stored as WebP', async () => {
    const res = await createClub({
      name: 'Lagos Fintech Builders',
      description: 'Payments, lending and more in Lagos.',
    });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: 'Lagos Fintech Builders',
      status: 'pending',
      memberCount: 0,
      articlesCount: 0,
      isPrivate: false,
    });
    expect(c.image).toMatch(/^\/uploads\/.+\.webp$/);
    expect(c.creator).toMatchObject({ name: 'Ada Obi' });
  });

  it.each([
    [{ name: '  ', description: 'A long enough description' }, true, 'Please enter a community name'],
    [{ name: 'AB', description: 'A long enough description' }, true, 'Community name must be at least 3 characters'],
    [{ name: 'Good name', description: '' }, true, 'Description is required'],
    [{ name: 'Good name', description: 'short' }, true, 'Description must be at least 10 characters'],
    [{ name: 'Good name', description: 'A long enough description' }, false, 'Please upload a banner image'],
  ])('refuses %o with its message', async (fields, withImage, message) => {
    const res = await createClub(fields, withImage);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a non-image banner and a duplicate name', async () => {
    const mp = multipart(
      { name: 'Text Club', description: 'A long enough description' },
      { image: { filename: 'a.png', type: 'image/png', data: Buffer.from('hello') } },
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/club/create',
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    });
    expect(bad.json().message).toBe('Only PNG, JPG, and JPEG files are allowed');
    await createClub({ name: 'Unique Club', description: 'A long enough description' });
    const dup = await createClub({ name: 'unique club', description: 'A long enough description' });
    expect(dup.statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    expect((await createClub({ name: 'X club', description: 'A long enough description' }, true, {})).statusCode).toBe(
      401,
    );
    expect(
      (await createClub({ name: 'X club', description: 'A long enough description' }, true, user.headers)).statusCode,
    ).toBe(403);
  });
});

describe('visibility (decision 11)', () => {
  it('shows approved and pending to visitors and users, everything to admins', async () => {
    const ids = {
      approved: await makeClub(t, 'approved', 'Vis Approved'),
      pending: await makeClub(t, 'pending', 'Vis Pending'),
      disapproved: await makeClub(t, 'disapproved', 'Vis Disapproved'),
      archived: await makeClub(t, 'archived', 'Vis Archived'),
    };
    const names = (res: { json(): Array<{ name: string }> }) =>
      res
        .json()
        .map((c) => c.name)
        .filter((n) => n.startsWith('Vis '))
        .sort();
    expect(names(await inject('GET', '/api/club/get?search=vis'))).toEqual(['Vis Approved', 'Vis Pending']);
    expect(names(await inject('GET', '/api/club/get?search=VIS', user.headers))).toEqual([
      'Vis Approved',
      'Vis Pending',
    ]);
    expect(names(await inject('GET', '/api/club/get?search=vis', admin.headers))).toHaveLength(4);
    expect((await inject('GET', `/api/club/get/${ids.archived}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/club/get/${ids.disapproved}`, user.headers)).json().message).toBe(
      'Community not found',
    );
    expect((await inject('GET', `/api/club/get/${ids.archived}`, admin.headers)).statusCode).toBe(200);
    expect((await inject('GET', `/api/club/get/${ids.pending}`)).json().status).toBe('pending');
    expect((await inject('GET', '/api/club/get/not-a-uuid')).statusCode).toBe(400);
    const page = await inject('GET', '/api/club/get?limit=1&search=vis');
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('counts by status for admins only', async () => {
    const res = await inject('GET', '/api/club/count', admin.headers);
    const c = res.json();
    expect(c.total).toBe(c.pending + c.approved + c.disapproved + c.archived);
    expect((await inject('GET', '/api/club/count', user.headers)).statusCode).toBe(403);
    expect((await inject('GET', '/api/club/count')).statusCode).toBe(401);
  });
});

describe('status machine (part 1 §4)', () => {
  it.each([
    ['pending', 'approved', 200],
    ['pending', 'disapproved', 200],
    ['approved', 'disapproved', 200],
    ['disapproved', 'approved', 200],
    ['archived', 'approved', 200],
    ['approved', 'pending', 400],
    ['disapproved', 'archived', 400],
    ['archived', 'disapproved', 400],
  ] as const)('%s → %s answers %i', async (from, to, code) => {
    const id = await makeClub(t, from);
    const res = await inject('PATCH', `/api/club/${id}`, admin.headers, { status: to });
    expect(res.statusCode).toBe(code);
    if (code === 400)
      expect(res.json().message).toBe(
        `A ${from} community cannot become ${to}; it can become ${{ pending: 'approved or disapproved or archived', approved: 'disapproved or archived', disapproved: 'approved', archived: 'approved' }[from]}.`,
      );
    else expect(res.json().status).toBe(to);
  });

  it('archives approved and pending communities, not disapproved ones', async () => {
    const a = await makeClub(t, 'approved');
    expect((await inject('PATCH', `/api/club/${a}/archive`, admin.headers)).json().status).toBe('archived');
    const d = await makeClub(t, 'disapproved');
    const res = await inject('PATCH', `/api/club/${d}/archive`, admin.headers);
    expect(res.statusCode).toBe(400);
    expect((await inject('PATCH', `/api/club/${a}/archive`, user.headers)).statusCode).toBe(403);
  });

  it('edits name and description with the edit rules, by JSON and multipart', async () => {
    const id = await makeClub(t, 'approved');
    const ok = await inject('PATCH', `/api/club/${id}`, admin.headers, {
      name: 'Renamed Club',
      description: 'A brand new description',
      status: 'approved',
    });
    expect(ok.json()).toMatchObject({ name: 'Renamed Club', description: 'A brand new description' });
    expect((await inject('PATCH', `/api/club/${id}`, admin.headers, { name: 'ab' })).json().message).toBe(
      'Community name must be at least 3 characters',
    );
    expect((await inject('PATCH', `/api/club/${id}`, admin.headers, { description: 'short' })).json().message).toBe(
      'Description must be at least 10 characters',
    );
    expect((await inject('PATCH', `/api/club/${id}`, admin.headers, { status: 'gone' })).statusCode).toBe(400);
    const mp = multipart(
      { name: 'Renamed With Image', description: 'A brand new description' },
      { image: { filename: 'x.png', type: 'image/png', data: await pngBytes() } },
    );
    const withImage = await t.app.inject({
      method: 'PATCH',
      url: `/api/club/${id}`,
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    });
    expect(withImage.json().message ?? 'ok').toBe('ok');
    expect(withImage.statusCode).toBe(200);
    expect(withImage.json().image).toMatch(/\.webp$/);
    expect(
      (await inject('PATCH', `/api/club/00000000-0000-4000-8000-000000000000`, admin.headers, { status: 'approved' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('membership', () => {
  it('joins approved communities once, keeps the count right, and leaves', async () => {
    const id = await makeClub(t, 'approved');
    const u2 = await signedInUser(t);
    const first = await inject('POST', '/api/club-member', user.headers, { clubId: id });
    expect(first.json()).toEqual({ clubId: id, message: 'Successfully joined the community!' });
    await Promise.all([
      inject('POST', '/api/club-member', user.headers, { clubId: id }),
      inject('POST', '/api/club-member', user.headers, { clubId: id }),
    ]);
    await inject('POST', '/api/club-member', u2.headers, { clubId: id });
    expect((await inject('GET', `/api/club/get/${id}`)).json().memberCount).toBe(2);

    const mine = (await inject('GET', '/api/club-member/my-clubs', user.headers)).json();
    expect(mine.map((c: { _id: string }) => c._id)).toContain(id);
    const ids = (await inject('GET', '/api/club-member/i-am-a-member', user.headers)).json();
    expect(ids).toContainEqual({ clubId: id });

    await inject('DELETE', `/api/club-member/${id}`, u2.headers);
    await inject('DELETE', `/api/club-member/${id}`, u2.headers);
    expect((await inject('GET', `/api/club/get/${id}`)).json().memberCount).toBe(1);
  });

  it("lists the member's communities most recently joined first, page by page, with the total", async () => {
    const member = await signedInUser(t);
    const joined: string[] = [];
    for (let i = 0; i < 3; i++) {
      const id = await makeClub(t, 'approved');
      await inject('POST', '/api/club-member', member.headers, { clubId: id });
      joined.unshift(id);
    }
    const first = await inject('GET', '/api/club-member/my-clubs?page=1&limit=2', member.headers);
    expect(first.json().map((c: { _id: string }) => c._id)).toEqual(joined.slice(0, 2));
    expect(first.json()[0]).toMatchObject({ status: 'approved', memberCount: 1, articlesCount: 0 });
    expect(first.json()[0]).not.toHaveProperty('total');
    expect(first.headers['x-total-count']).toBe('3');
    const second = await inject('GET', '/api/club-member/my-clubs?page=2&limit=2', member.headers);
    expect(second.json().map((c: { _id: string }) => c._id)).toEqual(joined.slice(2));
    const past = await inject('GET', '/api/club-member/my-clubs?page=5&limit=2', member.headers);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('3');
  });

  it('refuses pending communities, anonymous callers and unknown ids', async () => {
    const pending = await makeClub(t, 'pending');
    const res = await inject('POST', '/api/club-member', user.headers, { clubId: pending });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This community is not open for joining yet.');
    expect((await inject('POST', '/api/club-member', {}, { clubId: pending })).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/club-member', user.headers, { clubId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await inject('POST', '/api/club-member', user.headers, { clubId: 'x' })).json().message).toBe(
      'clubId must be a community id',
    );
    expect((await inject('GET', '/api/club-member/my-clubs')).statusCode).toBe(401);
  });

  it('keeps members of an archived community but hides it from their list; restoring brings it back', async () => {
    const id = await makeClub(t, 'approved');
    await addMember(t, id, user.user.id);
    await inject('PATCH', `/api/club/${id}/archive`, admin.headers);
    expect(
      (await inject('GET', '/api/club-member/my-clubs', user.headers)).json().map((c: { _id: string }) => c._id),
    ).not.toContain(id);
    expect((await inject('GET', '/api/club-member/i-am-a-member', user.headers)).json()).not.toContainEqual({
      clubId: id,
    });
    await inject('PATCH', `/api/club/${id}`, admin.headers, { status: 'approved' });
    const back = (await inject('GET', `/api/club/get/${id}`)).json();
    expect(back.memberCount).toBe(1);
  });
});

describe('deleting a community', () => {
  it('removes it with its memberships, posts, comments and likes', async () => {
    const id = await makeClub(t, 'approved');
    await addMember(t, id, user.user.id);
    const post = (await inject('POST', '/api/post/create', user.headers, { body: 'Hello', club: id })).json();
    await inject('POST', `/api/post/comment/${post._id}`, user.headers, { body: 'A comment' });
    await inject('POST', `/api/post/like/${post._id}`, user.headers);
    expect((await inject('DELETE', `/api/club/${id}`, user.headers)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/club/${id}`, admin.headers)).json()).toEqual({
      message: 'Community deleted.',
    });
    expect((await inject('GET', `/api/club/get/${id}`, admin.headers)).statusCode).toBe(404);
    const left = await t.db.execute<{ n: number }>(
      (await import('drizzle-orm'))
        .sql`SELECT (SELECT count(*) FROM club_members WHERE club_id = ${id}) + (SELECT count(*) FROM posts WHERE club_id = ${id}) + (SELECT count(*) FROM comments WHERE post_id = ${post._id}) + (SELECT count(*) FROM post_likes WHERE post_id = ${post._id}) AS n`,
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    expect((await inject('DELETE', `/api/club/${id}`, admin.headers)).statusCode).toBe(404);
  });
});
