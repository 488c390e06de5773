// The mixed-load generator (bench/mixed.ts), in its own thread so it does not share the server's event loop.
// Plain JavaScript: worker threads start without tsx's loader. autocannon reports one latency figure for a
// whole run; this reports each call's own latencies and statuses.
//
// It shares the server's two cores, so it is kept light, as autocannon is: each request's bytes are encoded once,
// each connection is a bare keep-alive socket, and an answer is read only as far as its status and length (Node's
// http client cost ~0.16 ms of CPU a request, two thirds of the server's own; this ~0.05).
//
// workerData: { baseUrl, schedules: [{ reads: [req], writes: [req] }], writeShare, warmupMs, durationMs },
// req = { name, method, path, headers, body }. Each schedule is one keep-alive connection that sends requests
// one after another: its next write whenever writes are under `writeShare` of all requests sent so far
// (only connections with writes, the members', send them), otherwise its next read.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, schedules, writeShare, warmupMs, durationMs } = workerData;
let sent = 0;
let written = 0;
const url = new URL(baseUrl);
const TIMEOUT_MS = 10_000;

/** name → { latencies: number[], statuses: { [code]: count }, errors } */
const calls = {};
let measuring = false;
let stop = false;

function record(name, ms, status, error) {
  if (!measuring) return;
  calls[name] ??= { latencies: [], statuses: {}, errors: 0 };
  const c = calls[name];
  if (error) c.errors++;
  else {
    c.statuses[status] = (c.statuses[status] ?? 0) + 1;
    if (status >= 200 && status < 300) c.latencies.push(ms);
  }
}

/** A request's bytes, as Node's http client would send them. */
function encode(r) {
  const body = r.body === undefined ? undefined : Buffer.from(r.body);
  const headers = {
    host: url.host,
    connection: 'keep-alive',
    ...r.headers,
    ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
  };
  const head = `${r.method} ${r.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return { name: r.name, bytes: body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head) };
}

const HEAD_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

/**
 * How many bytes of `buf` make one whole answer, or -1 while it is incomplete, and its status. An answer has a
 * content-length (the server's are whole in memory) or is chunked (a stream), which ends at its empty last chunk.
 */
function answerLength(buf) {
  const headEnd = buf.indexOf(HEAD_END);
  if (headEnd < 0) return { length: -1 };
  const head = buf.toString('latin1', 0, headEnd).toLowerCase();
  const status = Number(head.slice(9, 12));
  const bodyStart = headEnd + 4;
  const len = /\r\ncontent-length: *(\d+)/.exec(head);
  if (len) {
    const total = bodyStart + Number(len[1]);
    return { length: buf.length >= total ? total : -1, status };
  }
  if (/\r\ntransfer-encoding: *chunked/.test(head)) {
    if (buf.length >= bodyStart + 5 && buf.subarray(bodyStart, bodyStart + 5).toString('latin1') === '0\r\n\r\n')
      return { length: bodyStart + 5, status };
    const end = buf.indexOf(CHUNKED_END, bodyStart);
    return { length: end < 0 ? -1 : end + CHUNKED_END.length, status };
  }
  return { length: bodyStart, status }; // no body (204, 304)
}

/** One keep-alive connection, one request at a time; a broken or timed-out one is opened again. */
class Connection {
  socket = undefined;
  pending = undefined;
  buf = Buffer.alloc(0);

  open() {
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    socket.setNoDelay(true);
    socket.on('data', (chunk) => {
      if (socket !== this.socket) return;
      this.buf = this.buf.length ? Buffer.concat([this.buf, chunk]) : chunk;
      const p = this.pending;
      if (!p) return;
      const { length, status } = answerLength(this.buf);
      if (length < 0) return;
      this.buf = this.buf.subarray(length);
      this.finish(p, status, false);
    });
    const fail = () => {
      if (socket !== this.socket) return;
      this.socket = undefined;
      this.buf = Buffer.alloc(0);
      if (this.pending) this.finish(this.pending, 0, true);
    };
    socket.on('error', fail);
    socket.on('close', fail);
    this.socket = socket;
  }

  finish(p, status, error) {
    clearTimeout(p.timer);
    this.pending = undefined;
    record(p.name, error ? 0 : performance.now() - p.started, status, error);
    p.resolve();
  }

  send(req) {
    if (!this.socket) this.open();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const s = this.socket;
        this.socket = undefined;
        s?.destroy();
        this.buf = Buffer.alloc(0);
        if (this.pending) this.finish(this.pending, 0, true);
      }, TIMEOUT_MS);
      this.pending = { name: req.name, started: performance.now(), resolve, timer };
      this.socket.write(req.bytes);
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = undefined;
  }
}

async function connection({ reads, writes }, offset) {
  const conn = new Connection();
  const r0 = reads.map(encode);
  const w0 = writes.map(encode);
  let r = offset;
  let w = offset;
  while (!stop) {
    sent++;
    if (w0.length && written < writeShare * sent) {
      written++;
      await conn.send(w0[w++ % w0.length]);
    } else await conn.send(r0[r++ % r0.length]);
  }
  conn.close();
}

const running = schedules.map((s, i) => connection(s, i * 7));
setTimeout(() => {
  measuring = true;
  const t0 = performance.now();
  setTimeout(async () => {
    measuring = false;
    const seconds = (performance.now() - t0) / 1000;
    stop = true;
    await Promise.all(running);
    parentPort.postMessage({ seconds, calls });
  }, durationMs);
}, warmupMs);
