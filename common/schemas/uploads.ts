import { z } from 'zod';
import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../constants';

/** A file as the server's multipart reader hands it over (the bytes are buffered, at most UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  filename: string;
  /** The type the client declared; the server decides the real type by the bytes. */
  mimetype: string;
  buffer: Uint8Array;
}

/** A file field's value: a browser File/Blob in a form, or the server's uploaded file. */
export type FileValue = Blob | UploadedFile;

const isBlob = (v: unknown): v is Blob => typeof Blob !== 'undefined' && v instanceof Blob;
const isUploaded = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (v as { buffer?: unknown }).buffer instanceof Uint8Array;
export const isFileValue = (v: unknown): v is FileValue => isBlob(v) || isUploaded(v);
export const fileSize = (f: FileValue) => (isBlob(f) ? f.size : f.buffer.byteLength);

export interface ImageFileMessages {
  /** When no file is given (only for required fields). */
  required: string;
  /** When the browser sees a type other than PNG/JPEG (the server decides by the bytes, with the same words). */
  type: string;
  /** When the file is over UPLOAD_MAX_BYTES. */
  size: string;
}

/**
 * The one image field of every form: a File in the browser, an uploaded file on the server, at most 5 MB
 * (decision 18), PNG or JPEG. Shown in OpenAPI as a binary string. Wrap with .optional() where the image
 * may be left out (edit forms keep the current one).
 */
export const imageFile = (m: ImageFileMessages) =>
  z
    .custom<FileValue>(isFileValue, { error: m.required, abort: true })
    .refine((f) => fileSize(f) <= UPLOAD_MAX_BYTES, { error: m.size, abort: true })
    .refine((f) => !isBlob(f) || !f.type || (IMAGE_MIME_TYPES as readonly string[]).includes(f.type), { error: m.type })
    .meta({ type: 'string', format: 'binary' });
export type ImageFile = FileValue;
