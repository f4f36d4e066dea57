// `npm run dev` (scripts/dev.mjs): the content layer in watch mode and `next dev` together, after
// the build's own assets (stylesheet, inline scripts), which are rebuilt when their sources change,
// and the search index. The content is built once first (pipeline/content/build.mjs: all cores,
// content-hash cache), so the watcher starts warm even on a fresh checkout of a large archive.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const ASSET_SOURCES = ['styles', 'browser', 'components/markets'];

function buildAssets() {
  return spawnSync(npx, ['tsx', 'scripts/build-assets.ts'], { stdio: 'inherit' }).status === 0;
}

/** Prepares and starts everything; `nextArgs` go to `next dev`. Ctrl-C stops it all. Exits with 1 when a first step fails. */
export function runDev(nextArgs) {
  if (!buildAssets()) process.exit(1);
  if (spawnSync(process.execPath, ['scripts/content-build.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  // The search index into public/pagefind/, which `next dev` serves (`npm run build` writes its own
  // into out/pagefind/). Its record hashes make this quick when the content did not change; the
  // index is not rebuilt while dev runs (restart for a new story's search results).
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
