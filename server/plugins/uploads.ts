import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../common/constants';
import type { FileValue, UploadedFile } from '../../common/schemas/uploads';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { badRequest, HttpError, tooLarge } from '../lib/errors';
import { imageNamed } from './uploads-cleanup';

const MULTIPART = 'multipart/form-data';
/** A form takes at most 2 files and 30 fields; a body field may carry inline images as data: URIs (decision 14). */
const LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 30, fieldSize: 7 * 1024 * 1024 };

/**
 * Reads a multipart request into one plain object: each text field's first value, and each non-empty file as
 * an UploadedFile under its field name. A field named `name[]` is a list: its repeated values are collected
 * under `name` (e.g. `founders[]`). File sizes are enforced while streaming, so an oversized file is
 * refused with 413 before it is buffered whole (decision 18).
 */
export async function readMultipart(
  request: FastifyRequest,
): Promise<Record<string, string | string[] | UploadedFile>> {
  const body: Record<string, string | string[] | UploadedFile> = {};
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (buffer.length > 0) body[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, buffer };
      } else if (part.fieldname.endsWith('[]')) {
        const name = part.fieldname.slice(0, -2);
        const list = Array.isArray(body[name]) ? (body[name] as string[]) : [];
        list.push(String(part.value ?? ''));
        body[name] = list;
      } else if (!(part.fieldname in body)) {
        body[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (err instanceof HttpError || code?.startsWith('FST_')) throw err;
    throw badRequest('The form data is malformed. Please try again.');
  }
  return body;
}

/**
 * Multipart bodies go through the route's one zod schema like JSON bodies: a route that declares
 * `consumes: ['multipart/form-data']` and a `body` schema gets its form parsed into `request.body` before
 * validation (so /api/docs shows the body too). A multipart-only route refuses other content types.
 */
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: LIMITS.files } });
  app.addHook('preValidation', async (request) => {
    const consumes = (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes;
    if (!consumes?.includes(MULTIPART)) return;
    if (request.isMultipart()) request.body = await readMultipart(request);
    else if (!consumes.includes('application/json')) throw badRequest('This call expects multipart form data.');
  });
  // Images no row names any more leave storage by a job (issue 19): checked when it runs, so an image that a row
  // still names (or names again) is kept, whatever order racing edits commit in.
  const ctx = app.ctx;
  ctx.jobs.register(DELETE_IMAGE_JOB, async (payload, job) => {
    const { url } = payload as { url: string };
    if (await imageNamed(ctx.db, url)) return;
    if (await ctx.images.removeImage(url)) job.log.info({ url }, 'removed an image no row names');
  });
}

export const DELETE_IMAGE_JOB = 'uploads.delete';

/** The stored images an HTML body shows (an article's inline images are stored files, decision 14). */
export const imageUrlsIn = (html: string) =>
  new Set([...html.matchAll(/"([^"\s]*\/uploads\/[A-Za-z0-9_-]+\.webp)"/g)].map((m) => m[1]!));

/**
 * Queues the removal of the images a write stopped naming (an edit's old image, a deleted row's), after the write
 * or in its transaction (`exec`). The job removes each one only if no row names it when it runs.
 */
export async function dropImages(
  ctx: Pick<AppContext, 'db' | 'jobs'>,
  urls: Array<string | null | undefined>,
  exec: AppContext['db'] = ctx.db,
) {
  const list = [...new Set(urls.filter((u): u is string => !!u))];
  if (list.length)
    await ctx.jobs.enqueue(
      exec,
      DELETE_IMAGE_JOB,
      list.map((url) => ({ url })),
    );
}

/** The bytes of a file field's value (the server's uploaded file, or a Blob when called from code). */
export async function bytesOf(file: FileValue | Uint8Array): Promise<Buffer> {
  if (file instanceof Uint8Array) return Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (file instanceof Blob) return Buffer.from(await file.arrayBuffer());
  return Buffer.from(file.buffer.buffer, file.buffer.byteOffset, file.buffer.byteLength);
}

export interface ImageOptions {
  /** Largest width stored, in CSS pixels times two for sharp screens. */
  width: number;
  height?: number;
  /** Accepted formats, decided by the bytes (sharp reads the header), not the name. */
  accept?: readonly string[];
  /** Message when the bytes are not an accepted image. */
  typeMessage?: string;
  allowSvg?: boolean;
}

export interface ImageStore {
  /** Re-encodes an image to WebP (metadata stripped, resized), stores it under a generated name, returns its URL. */
  storeImage(file: FileValue | Uint8Array, opts: ImageOptions): Promise<string>;
  /**
   * Removes a stored image and its card-sized copy (a missing file is no error). An address this store did not
   * make (another storage, an outside link) is left alone: false.
   */
  removeImage(url: string): Promise<boolean>;
}

/** The stored names an image's address stands for: itself and its card-sized copy (`<id>-w640.webp`). */
export function storedNames(url: string, prefix: string): string[] | undefined {
  if (!url.startsWith(prefix)) return undefined;
  const name = url.slice(prefix.length);
  if (!/^[A-Za-z0-9_-]+\.webp$/.test(name)) return undefined;
  const id = /^(.+)-w\d+\.webp$/.exec(name)?.[1];
  return id ? [...new Set([name, `${id}-w${SMALL_WIDTH}.webp`])] : [name];
}

const DEFAULT_ACCEPT = ['jpeg', 'png'];
/** Width of the smaller copy of wide images (cards, phones); `web/src/components/fallback-image.tsx` knows it. */
export const SMALL_WIDTH = 640;

export function createImageStore(config: Config): ImageStore {
  const { put, remove } = config.s3 ? s3Put(config.s3) : localPut(path.join(config.dataDir, 'uploads'));
  return {
    removeImage: remove,
    async storeImage(file, opts) {
      const buffer = await bytesOf(file);
      const accept = opts.accept ?? DEFAULT_ACCEPT;
      const message = opts.typeMessage ?? 'Please select a valid image file (JPEG, PNG, or JPG)';
      let format: string | undefined;
      try {
        format = (await sharp(buffer).metadata()).format;
      } catch {
        throw badRequest(message);
      }
      const isSvg = format === 'svg';
      if (!format || (!accept.includes(format) && !(isSvg && opts.allowSvg))) throw badRequest(message);
      let out: { data: Buffer; info: sharp.OutputInfo };
      try {
        out = await sharp(buffer, { density: isSvg ? 300 : undefined, limitInputPixels: 50_000_000 })
          .rotate()
          .resize({
            width: opts.width,
            height: opts.height,
            fit: opts.height ? 'cover' : 'inside',
            withoutEnlargement: !isSvg,
          })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw badRequest(message);
      }
      // Names carry the width (`<id>-w1200.webp`); a wide image also gets a card-sized copy (`<id>-w640.webp`)
      // that pages offer through srcset, so a phone or a card never downloads the full width.
      const id = randomUUID();
      if (out.info.width > SMALL_WIDTH * 1.25) {
        const small = await sharp(out.data).resize({ width: SMALL_WIDTH }).webp({ quality: 80 }).toBuffer();
        await put(`${id}-w${SMALL_WIDTH}.webp`, small);
      }
      return put(`${id}-w${out.info.width}.webp`, out.data);
    },
  };
}

function localPut(dir: string) {
  mkdirSync(dir, { recursive: true });
  return {
    async put(name: string, body: Buffer) {
      await writeFile(path.join(dir, name), body);
      return `/uploads/${name}`;
    },
    async remove(url: string) {
      const names = storedNames(url, '/uploads/');
      if (!names) return false;
      for (const name of names)
        await unlink(path.join(dir, name)).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
        });
      return true;
    },
  };
}

/**
 * The public address of the bucket's objects (issue 19): `S3_PUBLIC_URL` as given (a CDN or custom domain);
 * a custom `S3_ENDPOINT` (MinIO, R2, s3rver) path-style, `ENDPOINT/BUCKET`; Amazon S3 virtual-hosted style,
 * `https://BUCKET.s3.REGION.amazonaws.com` (the global `BUCKET.s3.amazonaws.com` when S3_REGION is `auto`). Objects are `uploads/<name>` under it.
 */
export function s3PublicBase(s3: { bucket: string; region: string; endpoint?: string; publicUrl?: string }) {
  const base = s3.publicUrl
    ? s3.publicUrl
    : s3.endpoint
      ? `${s3.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(s3.bucket)}`
      : `https://${s3.bucket}.s3.${s3.region && s3.region !== 'auto' ? `${s3.region}.` : ''}amazonaws.com`;
  return base.replace(/\/+$/, '');
}

function s3Put(s3: NonNullable<Config['s3']>) {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    // A custom endpoint is addressed path-style (bucket in the path): MinIO and most S3-compatible servers
    // serve no per-bucket host names; on AWS the SDK uses the virtual-hosted style.
    forcePathStyle: !!s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const base = s3PublicBase(s3);
  return {
    async put(name: string, body: Buffer) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: `uploads/${name}`,
          Body: body,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${base}/uploads/${name}`;
    },
    async remove(url: string) {
      const names = storedNames(url, `${base}/uploads/`);
      if (!names) return false;
      // Deleting a missing key succeeds on S3.
      for (const name of names)
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}` }));
      return true;
    },
  };
}
