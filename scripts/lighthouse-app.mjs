// The app as `npm run lighthouse` starts it (scripts/lighthouse.mjs): built as `npm start` builds it, on a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';

/** npm start's build step (the part of its script before the server starts): run as is when it builds only
 *  what is stale; a plain build runs only when there is no build at all, otherwise the build is reused. */
export function buildLikeNpmStart(fail) {
  const startScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts?.start ?? '';
  const buildStep = startScript
    .split('&&')
    .map((s) => s.trim())
    .find((s) => /build/.test(s) && !/server\/main/.test(s));
  const plainBuild = !buildStep || /^(npm run build|vite build|npx vite build)$/.test(buildStep);
  if (!plainBuild) {
    console.log(`Building what is stale (${buildStep})…`);
    if (spawnSync(buildStep, { stdio: 'inherit', shell: true }).status !== 0) fail('the build failed');
  } else if (!existsSync('dist/web/index.html')) {
    console.log('Building the web app (dist/web/index.html is missing)…');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) fail('the build failed');
  } else {
    console.log('Reusing the web app built in dist/web/ (delete dist/ to rebuild).');
  }
}

/** A port no one listens on now. */
export function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, () => {
      const p = s.address().port;
      s.close(() => resolve(p));
    });
  });
}
