import { availableParallelism } from 'node:os';
import path from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { withContentlayer } from 'next-contentlayer2';
import { codeBuildId } from './pipeline/build/build-id.mjs';

/**
 * One app, one production shape: `npm run build` exports the section pages, the JSON API and the
 * feeds as static files to out/, and scripts/export-pages.ts then writes every leaf page (stories,
 * events …) with our own renderer and moves English to the root. `npm start` serves out/
 * (scripts/serve.ts); Next renders on request only under `npm run dev`, where proxy.ts gives the
 * built site's URLs and the one dev route `app/[lang]/[...leaf]/route.dev.ts` (a route file only
 * in development: pageExtensions) renders leaf pages from the same registry as the build.
 */
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
    // The code's digest (pipeline/build/build-id.mjs). NEXT_BUILD_ID: set by bench/site-build.ts to
    // its copied checkout's, which is no git work tree; never by hand to one id for two different trees.
    generateBuildId: () => process.env.NEXT_BUILD_ID || codeBuildId(),
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
