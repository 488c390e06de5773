import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { jpegBytes, pngBytes } from '../test/images';
import { createImageStore, s3PublicBase, SMALL_WIDTH } from './uploads';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'afri-uploads-'));
const store = createImageStore(loadConfig({ DATA_DIR: dataDir }));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const file = (url: string) => path.join(dataDir, url);

describe('image store', () => {
  it('stores a wide image as WebP at the width shown, named by its width, with a card-sized copy', async () => {
    const url = await store.storeImage(await pngBytes(2400, 1200), { width: 1200, height: 600 });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]+-w1200\.webp$/);
    const meta = await sharp(file(url)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 600]);
    const small = file(url.replace('-w1200.webp', `-w${SMALL_WIDTH}.webp`));
    expect(existsSync(small)).toBe(true);
    expect((await sharp(small).metadata()).width).toBe(SMALL_WIDTH);
  });

  it('makes no copy for small images and names them by the width they really have', async () => {
    const url = await store.storeImage(await jpegBytes(300, 200), { width: 1200 });
    expect(url).toMatch(/-w300\.webp$/);
    expect(existsSync(file(url.replace('-w300.webp', `-w${SMALL_WIDTH}.webp`)))).toBe(false);
  });
});

describe('S3 public addresses', () => {
  const bucket = 'afri-media';
  it('on Amazon S3: virtual-hosted style, the bucket named once', () => {
    expect(s3PublicBase({ bucket, region: 'eu-west-1' })).toBe('https://afri-media.s3.eu-west-1.amazonaws.com');
    expect(s3PublicBase({ bucket, region: 'auto' })).toBe('https://afri-media.s3.amazonaws.com');
  });
  it('on a custom endpoint: path style, the bucket after the endpoint', () => {
    expect(s3PublicBase({ bucket, region: 'auto', endpoint: 'http://127.0.0.1:9000/' })).toBe(
      'http://127.0.0.1:9000/afri-media',
    );
    expect(s3PublicBase({ bucket, region: 'us-east-1', endpoint: 'https://minio.example.com/s3' })).toBe(
      'https://minio.example.com/s3/afri-media',
    );
  });
  it('with S3_PUBLIC_URL: that address as given, whatever the endpoint', () => {
    const publicUrl = 'https://cdn.example.com/media/';
    expect(s3PublicBase({ bucket, region: 'eu-west-1', publicUrl })).toBe('https://cdn.example.com/media');
    expect(s3PublicBase({ bucket, region: 'auto', endpoint: 'https://r2.example.com', publicUrl })).toBe(
      'https://cdn.example.com/media',
    );
  });
});
