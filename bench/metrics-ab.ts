/**
 * `npx tsx bench/metrics-ab.ts`: what keeping Prometheus metrics costs, measured on two real server processes at
 * once (issue 19: the ceiling shares may drop by at most 5 points with metrics on). One server runs without
 * metrics, one with METRICS_TOKEN set (every answered request observed); a bare Fastify process is the ceiling.
 * Each round measures every read on both servers and the ceiling, alternating which server goes first, so the
 * machine's drift weighs on both sides alike; a round's drop is its off share minus its on share, the same
 * minute's pair. Separate processes, unlike two apps in one process, do not share a JIT or a heap (in one process
 * the second app built measured slower whichever it was: stop 14).
 *
 * Environment: METRICS_AB_ROUNDS (default 6), METRICS_AB_SECONDS (per measurement, default 5),
 * BENCH_CONNECTIONS (default 50). The servers run on PGlite with the demo content, as `npm start` does
 * (`dist/server/main.js` when built, else through tsx); the reads are served from the shared cache, so they
 * are the cheapest the app has, where a fixed cost per request weighs most on the share.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Math.max(1, Number(process.env.METRICS_AB_ROUNDS) || 6);
const SECONDS = Math.max(1, Number(process.env.METRICS_AB_SECONDS) || 5);
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS) || 50);
const READS = ['/api/health', '/api/club/get', '/api/article', '/api/event/featured'];
const BARE = `const f=require('fastify')();f.get('/',async()=>({ok:true}));f.listen({port:+process.env.PORT,host:'127.0.0.1'}).then(()=>console.log('is running at'))`;

const freePort = async () => {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
};

/** A child process, ready once it prints 'is running at' (as the app and the bare server do). */
async function start(args: string[], env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 180_000;
  while (!output.includes('is running at')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`did not start:\n${output.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const measure = async (url: string) => {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  if (r.non2xx || r.errors) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main() {
  const built = existsSync(path.join(root, 'dist', 'server', 'main.js'));
  const app = built ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const dirs = [mkdtempSync(path.join(os.tmpdir(), 'metrics-ab-')), mkdtempSync(path.join(os.tmpdir(), 'metrics-ab-'))];
  const common = {
    NODE_ENV: built ? 'production' : 'development',
    JWT_SECRET: randomBytes(24).toString('base64url'),
    WEB_CONCURRENCY: '1',
    RATE_LIMITS: 'off',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    LOG_REQUESTS: 'off',
    JOBS: 'off',
  };
  console.log(`metrics A/B: ${app.join(' ')}, ${ROUNDS} rounds × ${SECONDS} s per read, ${CONNECTIONS} connections`);
  const [bare, off, on] = await Promise.all([
    start(['-e', BARE], {}),
    start(app, { ...common, DATA_DIR: dirs[0]! }),
    start(app, { ...common, DATA_DIR: dirs[1]!, METRICS_TOKEN: randomBytes(24).toString('base64url') }),
  ]);
  const drops = new Map<string, number[]>(READS.map((r) => [r, []]));
  const shares = new Map<string, { off: number[]; on: number[] }>(READS.map((r) => [r, { off: [], on: [] }]));
  const ceilings: number[] = [];
  try {
    for (const read of READS) await Promise.all([measure(off.url + read), measure(on.url + read)]); // warm both
    for (let round = 0; round < ROUNDS; round++) {
      const ceiling = await measure(bare.url);
      ceilings.push(ceiling);
      for (const read of READS) {
        const order = round % 2 ? [on, off] : [off, on];
        const rps = new Map<object, number>();
        for (const server of order) rps.set(server, await measure(server.url + read));
        const s = { off: (rps.get(off)! / ceiling) * 100, on: (rps.get(on)! / ceiling) * 100 };
        shares.get(read)!.off.push(s.off);
        shares.get(read)!.on.push(s.on);
        drops.get(read)!.push(s.off - s.on);
        console.log(
          `  round ${round + 1} ${read}: off ${s.off.toFixed(1)} %, on ${s.on.toFixed(1)} % of ${Math.round(ceiling)} req/s`,
        );
      }
    }
  } finally {
    await Promise.all([bare.stop(), off.stop(), on.stop()]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  console.log(`\nceiling median ${Math.round(median(ceilings))} req/s (${ceilings.map(Math.round).join(', ')})`);
  console.log("read                  share off  share on  drop (median of the rounds' drops; each round's)");
  for (const read of READS) {
    const d = drops.get(read)!;
    const s = shares.get(read)!;
    console.log(
      `${read.padEnd(22)}${median(s.off).toFixed(1).padStart(8)} %${median(s.on).toFixed(1).padStart(8)} %` +
        `${median(d).toFixed(1).padStart(7)} points (${d.map((x) => x.toFixed(1)).join(', ')})`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
