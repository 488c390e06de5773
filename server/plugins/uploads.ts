import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../common/constants';
import type { Config } from '../config';
import { badRequest, HttpError, tooLarge } from '../lib/errors';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a multipart request: text fields and files, each file at most 5 MB (decision 18). The size is
 * enforced while streaming, so an oversized file is refused with 413 before it is buffered whole.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('This call expects multipart form data.');
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    // A body field may carry inline images as data: URIs (decision 14), hence the 7 MB field size.
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 30, fieldSize: 7 * 1024 * 1024 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (buffer.length > 0) form.files[part.fieldname] = { field: part.fieldname, filename: part.filename, buffer };
      } else {
        const value = String(part.value ?? '');
        const prev = form.fields[part.fieldname];
        form.fields[part.fieldname] = prev === undefined ? value : ([] as string[]).concat(prev, value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (err instanceof HttpError || code?.startsWith('FST_')) throw err;
    throw badRequest('The form data is malformed. Please try again.');
  }
  return form;
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
  storeImage(buffer: Buffer, opts: ImageOptions): Promise<string>;
}

const DEFAULT_ACCEPT = ['jpeg', 'png'];

export function createImageStore(config: Config): ImageStore {
  const put = config.s3 ? s3Put(config.s3) : localPut(path.join(config.dataDir, 'uploads'));
  return {
    async storeImage(buffer, opts) {
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
      let out: Buffer;
      try {
        out = await sharp(buffer, { density: isSvg ? 300 : undefined, limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: opts.width, height: opts.height, fit: opts.height ? 'cover' : 'inside', withoutEnlargement: !isSvg })
          .webp({ quality: 80 })
          .toBuffer();
      } catch {
        throw badRequest(message);
      }
      return put(`${randomUUID()}.webp`, out);
    },
  };
}

function localPut(dir: string) {
  mkdirSync(dir, { recursive: true });
  return async (name: string, body: Buffer) => {
    await writeFile(path.join(dir, name), body);
    return `/uploads/${name}`;
  };
}

function s3Put(s3: NonNullable<Config['s3']>) {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: !!s3.endpoint,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const base = (s3.publicUrl ?? `${s3.endpoint ?? `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`}/${s3.bucket}`).replace(/\/$/, '');
  return async (name: string, body: Buffer) => {
    await client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `uploads/${name}`, Body: body, ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' }),
    );
    return `${base}/uploads/${name}`;
  };
}

/** First value of a text field of a multipart form. */
export function field(form: MultipartForm, name: string): string | undefined {
  const v = form.fields[name];
  return Array.isArray(v) ? v[0] : v;
}
