// The mixed-load generator (bench/mixed.ts), in its own thread so it does not share the server's event loop.
// Plain JavaScript: worker threads start without tsx's loader. autocannon reports one latency figure for a
// whole run; this reports each call's own latencies and statuses.
//
// workerData: { baseUrl, schedules: [{ reads: [req], writes: [req] }], writeShare, warmupMs, durationMs },
// req = { name, method, path, headers, body }. Each schedule is one keep-alive connection that sends requests
// one after another: its next write whenever writes are under `writeShare` of all requests sent so far
// (only connections with writes, the members', send them), otherwise its next read.
import http from 'node:http';
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

function send(agent, r) {
  return new Promise((resolve) => {
    const started = performance.now();
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: r.method,
        path: r.path,
        agent,
        headers: {
          ...r.headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          record(r.name, performance.now() - started, res.statusCode ?? 0, false);
          resolve();
        });
        res.on('error', () => {
          record(r.name, 0, 0, true);
          resolve();
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      record(r.name, 0, 0, true);
      resolve();
    });
    if (body) req.write(body);
    req.end();
  });
}

async function connection({ reads, writes }, offset) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let r = offset;
  let w = offset;
  while (!stop) {
    sent++;
    if (writes.length && written < writeShare * sent) {
      written++;
      await send(agent, writes[w++ % writes.length]);
    } else await send(agent, reads[r++ % reads.length]);
  }
  agent.destroy();
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
