import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type CompressedForms, registerCompression, sendCompressedOnce } from './compression';

const items = Array.from({ length: 100 }, (_, i) => ({ i, name: `Startup ${i}`, about: 'Solar tools for farmers' }));

// A kept page over 256 KB (the home page with many cards): compressed once like any kept page.
const bigPage = `<!doctype html><main>${Array.from({ length: 4000 }, (_, i) => `<article><h2>Event ${i}</h2><p>Founders meet in Lagos.</p></article>`).join('')}</main>`;
const kept: CompressedForms = {};

async function app() {
  const a = Fastify({ logger: false });
  await registerCompression(a);
  a.get('/big', async () => items);
  a.get('/small', async () => ({ ok: true }));
  a.get('/image', async (_req, reply) => reply.type('image/webp').send(Buffer.alloc(4096, 1)));
  a.get('/kept', async (req, reply) => sendCompressedOnce(req, reply.type('text/html'), bigPage, kept));
  a.get('/cors', async (_req, reply) => reply.header('vary', 'origin').send(items));
  return a;
}

describe('compression', () => {
  it('compresses a whole answer in one piece, with its length, in the encoding the client prefers', async () => {
    const a = await app();
    const br = await a.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(items);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(items).length / 4);

    const gz = await a.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(items);
    // br;q=0 means "not br".
    const noBr = await a.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    await a.close();
  });

  it('leaves alone what a client cannot decode, small answers and images; keeps Vary', async () => {
    const a = await app();
    const plain = await a.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.json()).toEqual(items);
    const small = await a.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const image = await a.inject({ url: '/image', headers: { 'accept-encoding': 'br' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const cors = await a.inject({ url: '/cors', headers: { 'accept-encoding': 'br' } });
    expect(cors.headers.vary).toBe('origin, accept-encoding');
    await a.close();
  });

  it('compresses a kept page once for every caller of an encoding, however large it is', async () => {
    expect(bigPage.length).toBeGreaterThan(256 * 1024);
    const a = await app();
    const first = await a.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(bigPage);
    const made = kept.br;
    expect(made).toBeDefined();
    const second = await a.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip, br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(kept.br).toBe(made);
    const gz = await a.inject({ url: '/kept', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigPage);
    const plain = await a.inject({ url: '/kept' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigPage);
    await a.close();
  });
});
