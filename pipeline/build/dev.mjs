// `npm run dev`: the content build once (warm cache), then the content watcher (pipeline/content/dev.mjs), the assets
// (rebuilt on change) and `next dev` together.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ASSET_SOURCES = ['styles', 'browser', 'components/markets'];

function buildAssets() {
  return spawnSync(npx, ['tsx', 'scripts/build-assets.ts'], { stdio: 'inherit' }).status === 0;
}

export function runDev(nextArgs) {
  if (!buildAssets()) process.exit(1);
  if (spawnSync(npm, ['run', '--silent', 'content:build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // Into public/pagefind/, which `next dev` serves; not rebuilt while dev runs (restart for new stories).
  if (spawnSync(npx, ['tsx', 'scripts/build-search-index.ts', '--out', 'public/pagefind'], { stdio: 'inherit' }).status !== 0)
    process.exit(1);

  const children = [
    spawn(process.execPath, ['scripts/content-dev.mjs'], { stdio: 'inherit' }),
    spawn(npx, ['next', 'dev', ...nextArgs], { stdio: 'inherit' }),
  ];

  let timer;
  for (const source of ASSET_SOURCES) {
    watch(source, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(buildAssets, 200);
    });
  }

  const stop = (code = 0) => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
}
