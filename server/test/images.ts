import sharp from 'sharp';

/** Real image bytes for upload tests. */
export const pngBytes = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 4, g: 120, b: 87 } } })
    .png()
    .toBuffer();
export const jpegBytes = (w = 40, h = 30) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .jpeg()
    .toBuffer();

/** A file of a multipart body. */
export type FilePart = { filename: string; type: string; data: Buffer };

/** A minimal multipart body builder for app.inject; a field given a list repeats (`founders[]`). */
export function multipart(fields: Record<string, string | string[]>, files: Record<string, FilePart> = {}) {
  const boundary = `----afri${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    for (const one of Array.isArray(v) ? v : [v])
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${one}\r\n`));
  for (const [k, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
