import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { withContentlayer } from 'next-contentlayer2';

/**
 * One app, one production shape: `npm run build` exports the section pages, the JSON API and the
 * feeds as static files to out/, and scripts/export-pages.ts then writes every leaf page (stories,
 * events …) with our own renderer and moves English to the root. `npm start` serves out/
 * (scripts/serve.ts); Next renders on request only under `npm run dev`, where proxy.ts gives the
 * built site's URLs and the one dev route `app/[lang]/[...leaf]/route.dev.ts` (a route file only
 * in development: pageExtensions) renders leaf pages from the same registry as the build.
 */
/**
 * The commit being built, when the work tree holds exactly that commit: Next's build id then
 * stays the same for two builds of one commit (it is written into every section page and names
 * `_next/static/<id>/`), instead of a random one per build. With uncommitted changes, or no git,
 * Next's random id: one id must never name two different sets of files, which caches keep forever.
 */
function commitBuildId() {
  try {
    const run = (args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (run(['status', '--porcelain', '--untracked-files=no']) !== '') return null;
    return `c-${run(['rev-parse', 'HEAD']).slice(0, 20)}`;
  } catch {
    return null;
  }
}

export default function nextConfig(phase) {
  const isDev = phase === PHASE_DEVELOPMENT_SERVER;
  return withContentlayer({
    output: isDev ? undefined : 'export',
    // With output: 'export', distDir is where the static files go (Next 16 keeps its build files
    // in .next/ and deletes this folder before exporting). A staging folder in the build cache, so
    // out/ is never deleted: scripts/export-pages.ts copies only changed files into it.
    distDir: isDev ? '.next' : path.join(process.env.BUILD_CACHE_DIR || '.build-cache', 'next-export'),
    trailingSlash: true,
    reactStrictMode: true,
    poweredByHeader: false,
    // NEXT_BUILD_ID: set by bench/site-build.ts to its copied checkout's commit, which is no git work
    // tree of its own; never set it by hand to one id for two different trees.
    generateBuildId: () => process.env.NEXT_BUILD_ID || commitBuildId(),
    turbopack: {},
    pageExtensions: isDev ? ['tsx', 'ts', 'dev.ts'] : ['tsx', 'ts'],
    // `npm run lint` (part of `npm test`) type-checks the whole tree with tsc; checking again in every
    // build costs half a minute at 10,000 stories and finds nothing new.
    typescript: { ignoreBuildErrors: true },
    experimental: {
      // The 404 page under `npm run dev` (app/global-not-found.tsx); the build writes its own.
      globalNotFound: true,
      // Next uses cores − 1 workers to generate pages; a build machine has nothing else to do.
      cpus: availableParallelism(),
    },
    env: {
      GEO_ENDPOINT: process.env.GEO_ENDPOINT ?? '',
      // The build's one `now` (lib/core/clock.ts), inlined so every page renders with it.
      BUILD_NOW: process.env.BUILD_NOW || (phase === PHASE_PRODUCTION_BUILD ? new Date().toISOString() : ''),
    },
  });
}
