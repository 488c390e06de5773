import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signedInAdmin } from '../test/factories';
import { multipart, pngBytes } from '../test/images';

let t: TestApp;
let doc: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> } }>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const bodyOf = (path: string, method: string, type = 'multipart/form-data') => doc.paths[path]?.[method]?.requestBody?.content[type]?.schema;

describe('multipart bodies go through the one schema', () => {
  it.each([
    ['/api/club/create', 'post', ['name', 'description', 'image'], 'image'],
    ['/api/article/create-general', 'post', ['title', 'summary', 'body', 'tag', 'article_image'], 'article_image'],
    ['/api/article/create-community/{communityId}', 'post', ['title', 'summary', 'body', 'tag', 'article_image'], 'article_image'],
    ['/api/featured-post', 'post', ['title', 'content', 'tag', 'image'], 'image'],
    ['/api/featured-post/{id}', 'patch', ['title', 'content', 'tag'], 'image'],
    ['/api/user/profile', 'patch', [], 'profileImage'],
  ])('documents %s %s with its fields and a binary file', (path, method, required, file) => {
    const schema = bodyOf(path, method);
    expect(schema, `${method} ${path}`).toBeDefined();
    expect(schema!.properties?.[file]).toEqual({ type: 'string', format: 'binary' });
    expect(schema!.required ?? []).toEqual(expect.arrayContaining(required));
  });

  it('documents PATCH /article/{id} and PATCH /club/{id} with their real bodies, as JSON and multipart', () => {
    for (const type of ['application/json', 'multipart/form-data']) {
      expect(Object.keys(bodyOf('/api/article/{id}', 'patch', type)!.properties!)).toEqual(
        expect.arrayContaining(['title', 'summary', 'body', 'tag', 'category', 'customCategory', 'status', 'featured', 'article_image']),
      );
      expect(Object.keys(bodyOf('/api/club/{id}', 'patch', type)!.properties!)).toEqual(['name', 'description', 'status', 'image']);
    }
  });

  it('refuses other content types on multipart-only calls, and checks the guard before reading the form', async () => {
    const admin = await signedInAdmin(t);
    const json = await t.app.inject({ method: 'POST', url: '/api/featured-post', headers: admin.headers, payload: { title: 'x', content: 'y', tag: 'z' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('This call expects multipart form data.');
    const mp = multipart({ title: '' }, { image: { filename: 'a.png', type: 'image/png', data: await pngBytes() } });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/featured-post', payload: mp.payload, headers: mp.headers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps the first value of a repeated field and ignores empty file parts', async () => {
    const admin = await signedInAdmin(t);
    const boundary = '----afritest';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${part('title', 'First')}${part('title', 'Second')}${part('content', 'c')}${part('tag', 't')}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({ method: 'POST', url: '/api/featured-post', payload, headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All fields are required');
  });
});
