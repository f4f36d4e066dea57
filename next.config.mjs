import { availableParallelism } from 'node:os';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { withContentlayer } from 'next-contentlayer2';

/**
 * One app, two shapes. `NEXT_OUTPUT=export` (npm run build) writes the section pages, the JSON API
 * and the feeds as static files to out/, and scripts/export-pages.ts then writes every leaf page
 * (stories, events …) with our own renderer and moves English to the root. Otherwise it is a
 * server build for `next start`, where the proxy and response headers work and each leaf page is
 * answered by its `route.server.ts`: those files are routes only in server builds (pageExtensions),
 * because the export writes the same pages itself, faster and without Next's per-page files.
 * The two shapes use separate build folders so neither clobbers the other.
 */
const isExport = process.env.NEXT_OUTPUT === 'export';
/**
 * `npm run build:server` builds with NEXT_OUTPUT=standalone: besides .next/ for `next start`, Next
 * writes .next/standalone/, a server that runs with plain `node` and only the node_modules files
 * it traced; scripts/finish-standalone.ts then copies in what Next leaves out. `next start`
 * reads this config again without the variable, so it sees an ordinary server build.
 */
const isStandalone = process.env.NEXT_OUTPUT === 'standalone';

export default function nextConfig(phase) {
  return withContentlayer({
    output: isExport ? 'export' : isStandalone ? 'standalone' : undefined,
    // With output: 'export', distDir is where the static files go.
    distDir: isExport ? 'out' : '.next',
    trailingSlash: true,
    // Next would redirect trailing slashes before proxy.ts runs, also under /api/v1/ and without
    // CORS; the proxy applies the same rule to pages itself and never redirects an API path.
    skipTrailingSlashRedirect: true,
    reactStrictMode: true,
    poweredByHeader: false,
    turbopack: {},
    pageExtensions: isExport ? ['tsx', 'ts'] : ['tsx', 'ts', 'server.ts'],
    // `npm run lint` (part of `npm test`) type-checks the whole tree with tsc; checking again in every
    // build costs half a minute at 10,000 stories and finds nothing new.
    typescript: { ignoreBuildErrors: true },
    experimental: {
      // One 404 page for every path, translated by the path's language (app/global-not-found.tsx).
      globalNotFound: true,
      // Next uses cores − 1 workers to generate pages; a build machine has nothing else to do.
      cpus: availableParallelism(),
    },
    env: {
      GEO_ENDPOINT: process.env.GEO_ENDPOINT ?? '',
      // The build's one `now` (lib/api/clock.ts), inlined so server mode renders with it too.
      BUILD_NOW: process.env.BUILD_NOW || (phase === PHASE_PRODUCTION_BUILD ? new Date().toISOString() : ''),
    },
    // Leaf pages render with react-dom/server loaded at run time through createRequire
    // (lib/site/render-html.ts), which the tracer cannot follow: name it, with what it loads.
    outputFileTracingIncludes: {
      '/**': ['./node_modules/react-dom/**/*', './node_modules/react/**/*', './node_modules/scheduler/**/*'],
    },
    ...(isExport
      ? {}
      : {
          async headers() {
            return [{ source: '/api/:path*', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }];
          },
        }),
  });
}
