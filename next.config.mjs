import { withContentlayer } from 'next-contentlayer2';

/**
 * One app, two shapes. `NEXT_OUTPUT=export` (npm run build) writes the whole site as static files
 * to out/; otherwise (npm start) it is a server build for `next start`, where the language proxy
 * and response headers work. They use separate build folders so neither clobbers the other.
 */
const isExport = process.env.NEXT_OUTPUT === 'export';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: isExport ? 'export' : undefined,
  // With output: 'export', distDir is where the static files go.
  distDir: isExport ? 'out' : '.next',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: {},
  // One 404 page for every path, translated by the path's language (app/global-not-found.tsx).
  experimental: { globalNotFound: true },
  env: {
    GEO_ENDPOINT: process.env.GEO_ENDPOINT ?? '',
  },
  ...(isExport
    ? {}
    : {
        async headers() {
          return [{ source: '/api/:path*', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] }];
        },
      }),
};

export default withContentlayer(nextConfig);
