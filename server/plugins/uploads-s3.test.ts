import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { signedInAdmin } from '../test/factories';
import { multipart, pngBytes } from '../test/images';

// The real S3 code path (@aws-sdk/client-s3, path style on a custom endpoint) against s3rver, a local
// S3-compatible server: uploads, their public addresses, a replacement and the owner's deletion (both removed from
// the bucket by the uploads.delete job).
const bucket = 'afri-media';
const dir = mkdtempSync(path.join(os.tmpdir(), 'afri-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: dir,
  configureBuckets: [{ name: bucket, configs: [] }],
});
let endpoint: string;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  admin = await signedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = async (method: 'POST' | 'PATCH', url: string, image?: Buffer) => {
  const fields = { title: 'Demo Day', content: 'Ten startups pitch.', tag: 'Events' };
  const mp = multipart(fields, image ? { image: { filename: 'p.png', type: 'image/png', data: image } } : {});
  const res = await t.app.inject({ method, url, payload: mp.payload, headers: { ...admin.headers, ...mp.headers } });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json() as { _id: string; image: string };
};

async function fetchImage(url: string) {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  return sharp(Buffer.from(await res.arrayBuffer())).metadata();
}

describe('images on S3', () => {
  it('stores, replaces and keeps the address of an image through the S3 client; the owner is deleted', async () => {
    const created = await send('POST', '/api/featured-post', await pngBytes(1600, 800));
    const prefix = `${endpoint}/${bucket}/uploads/`;
    expect(created.image.startsWith(prefix)).toBe(true);
    expect(created.image).toMatch(/-w\d+\.webp$/);
    const meta = await fetchImage(created.image);
    expect(meta.format).toBe('webp');
    // The card-sized copy of a wide image is uploaded beside it.
    expect((await fetchImage(created.image.replace(/-w\d+\.webp$/, '-w640.webp'))).width).toBe(640);

    const kept = await send('PATCH', `/api/featured-post/${created._id}`);
    expect(kept.image).toBe(created.image);
    const replaced = await send('PATCH', `/api/featured-post/${created._id}`, await pngBytes(300, 200));
    expect(replaced.image.startsWith(prefix)).toBe(true);
    expect(replaced.image).not.toBe(created.image);
    expect((await fetchImage(replaced.image)).width).toBe(300);
    // The replaced image and its card-sized copy leave the bucket once the job runs (DeleteObjectCommand).
    await t.ctx.jobs.drain();
    expect((await fetch(created.image)).status).toBe(404);
    expect((await fetch(created.image.replace(/-w\d+\.webp$/, '-w640.webp'))).status).toBe(404);
    expect((await fetch(replaced.image)).status).toBe(200);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/featured-post/${created._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/featured-post' })).json()).toEqual([]);
    await t.ctx.jobs.drain();
    expect((await fetch(replaced.image)).status).toBe(404);
  });

  it('answers 400 for bytes that are not an image, and stores nothing', async () => {
    const mp = multipart(
      { title: 'x', content: 'y', tag: 'z' },
      { image: { filename: 'p.png', type: 'image/png', data: Buffer.from('not an image') } },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/featured-post',
      payload: mp.payload,
      headers: { ...admin.headers, ...mp.headers },
    });
    expect(res.statusCode).toBe(400);
  });
});
