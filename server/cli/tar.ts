import { once } from 'node:events';
import { createReadStream, statSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';

/**
 * A small ustar writer and reader for the backup file (no tar package is installed, and this needs four entry
 * kinds at most): regular files and folders, names up to 255 bytes (prefix + name), sizes up to 8 GiB. The
 * output reads with any tar (`tar tzf backup.tar.gz`); the reader reads what this writer writes.
 */
const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

export class TarError extends Error {
  override name = 'TarError';
}

function splitName(name: string): [prefix: string, name: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let i = name.indexOf('/'); i >= 0; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new TarError(`The name ${name} is too long for the backup file.`);
}

function octal(b: Buffer, value: number, offset: number, length: number) {
  b.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

function header(name: string, size: number, type: '0' | '5', mode: number, mtime: number) {
  if (size > MAX_SIZE) throw new TarError(`${name} is larger than a backup entry can hold (8 GiB).`);
  const [prefix, base] = splitName(name);
  const b = Buffer.alloc(BLOCK);
  b.write(base, 0, 100, 'utf8');
  octal(b, mode, 100, 8);
  octal(b, 0, 108, 8);
  octal(b, 0, 116, 8);
  octal(b, size, 124, 12);
  octal(b, Math.floor(mtime / 1000), 136, 12);
  b.fill(' ', 148, 156);
  b.write(type, 156, 1, 'ascii');
  b.write('ustar\0', 257, 6, 'ascii');
  b.write('00', 263, 2, 'ascii');
  b.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of b) sum += byte;
  b.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return b;
}

/** Writes entries to a stream (e.g. a gzip stream piped to a file), with its back-pressure. */
export class TarWriter {
  bytes = 0;
  constructor(private out: Writable) {}

  private async write(chunk: Buffer) {
    this.bytes += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async addBuffer(name: string, data: Buffer, mtime = Date.now()) {
    await this.write(header(name, data.length, '0', 0o644, mtime));
    await this.write(data);
    await this.pad(data.length);
  }

  async addDir(name: string, mtime = Date.now()) {
    await this.write(header(name.endsWith('/') ? name : `${name}/`, 0, '5', 0o755, mtime));
  }

  /** Copies a file; it must not change meanwhile (the backup fails rather than store a torn copy). */
  async addFile(name: string, file: string) {
    const st = statSync(file);
    await this.write(header(name, st.size, '0', 0o644, st.mtimeMs));
    let copied = 0;
    for await (const chunk of createReadStream(file)) {
      copied += (chunk as Buffer).length;
      if (copied > st.size) break;
      await this.write(chunk as Buffer);
    }
    if (copied !== st.size) throw new TarError(`${file} changed while it was being copied; try again.`);
    await this.pad(st.size);
  }

  /** The two empty blocks that end an archive; then ends the stream and waits for it to be written. */
  async finish(done: Promise<unknown>) {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await done;
  }
}

export interface TarEntry {
  name: string;
  size: number;
  type: 'file' | 'dir' | 'other';
  /** The entry's bytes; read it before asking for the next entry, or they are skipped. */
  body(): AsyncGenerator<Buffer>;
}

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private pending: Buffer[] = [];
  private length = 0;
  constructor(private source: AsyncIterator<Buffer>) {}

  private async fill(n: number) {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) return false;
      this.pending.push(next.value);
      this.length += next.value.length;
    }
    return true;
  }

  async read(n: number): Promise<Buffer | undefined> {
    if (!(await this.fill(n))) return undefined;
    const all = Buffer.concat(this.pending);
    this.pending = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  async *take(n: number): AsyncGenerator<Buffer> {
    while (n > 0) {
      if (!this.length && !(await this.fill(1))) throw new TarError('The backup file is cut short.');
      const head = this.pending[0]!;
      const piece = head.length > n ? head.subarray(0, n) : head;
      if (piece === head) this.pending.shift();
      else this.pending[0] = head.subarray(n);
      this.length -= piece.length;
      n -= piece.length;
      yield piece;
    }
  }
}

const text = (b: Buffer, start: number, end: number) => {
  const s = b.subarray(start, end);
  const nul = s.indexOf(0);
  return s.subarray(0, nul < 0 ? s.length : nul).toString('utf8');
};

/** The entries of a tar stream, in order. A bad header (not a tar, or damaged) throws TarError. */
export async function* readTar(input: Readable): AsyncGenerator<TarEntry> {
  const bytes = new Bytes(input[Symbol.asyncIterator]() as AsyncIterator<Buffer>);
  for (;;) {
    const h = await bytes.read(BLOCK);
    if (!h) throw new TarError('The backup file is cut short (no end-of-archive mark).');
    if (h.every((x) => x === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (Number.parseInt(text(h, 148, 156).trim(), 8) !== sum) throw new TarError('This is not a backup file.');
    const prefix = text(h, 345, 500);
    const base = text(h, 0, 100);
    const size = Number.parseInt(text(h, 124, 136).trim() || '0', 8);
    const flag = String.fromCharCode(h[156]!);
    let left = size;
    const entry: TarEntry = {
      name: prefix ? `${prefix}/${base}` : base,
      size,
      type: flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'dir' : 'other',
      async *body() {
        for await (const piece of bytes.take(left)) {
          left -= piece.length;
          yield piece;
        }
      },
    };
    yield entry;
    for await (const _ of bytes.take(left)) left = 0;
    const rest = size % BLOCK;
    if (rest) await bytes.read(BLOCK - rest);
  }
}
