import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { addMember, makeClub, signedInAdmin, signedInUser } from '../../test/factories';
import { multipart, pngBytes } from '../../test/images';

// What the articles' API tests share: one app per test file with an admin, a writer who belongs to an approved
// community, another member, an image, and the calls that post an article. `setUpArticles()` registers the
// set-up; the bindings below are filled by it before the file's tests run.

export let t: TestApp;
export let admin: Awaited<ReturnType<typeof signedInAdmin>>;
export let member: Awaited<ReturnType<typeof signedInUser>>;
export let other: Awaited<ReturnType<typeof signedInUser>>;
export let clubId: string;
export let png: Buffer;

export function setUpArticles() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    member = await signedInUser(t, { firstName: 'Writer' });
    other = await signedInUser(t);
    clubId = await makeClub(t, 'approved');
    await addMember(t, clubId, member.user.id);
    png = await pngBytes(400, 300);
  });
  afterAll(() => t.close());
}

export const fields = (over: Record<string, string> = {}) => ({
  title: 'Raising a Seed Round in Lagos',
  summary: 'What we learned from 43 investor meetings.',
  body: '<p>Start with the problem.</p>',
  tag: 'funding, lagos',
  ...over,
});
export async function send(
  method: 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  f: Record<string, string>,
  withImage = true,
) {
  const mp = multipart(f, withImage ? { article_image: { filename: 'a.png', type: 'image/png', data: png } } : {});
  return t.app.inject({ method, url, payload: mp.payload, headers: { ...headers, ...mp.headers } });
}
export const general = async (over: Record<string, string> = {}) =>
  (await send('POST', '/api/article/create-general', admin.headers, fields(over))).json();
export const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
