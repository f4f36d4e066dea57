import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';

type ReactDomServer = typeof import('react-dom/server');

let server: ReactDomServer | undefined;

/**
 * A whole HTML document from React elements, with React's own server renderer: the leaf pages'
 * renderer (components/site/leaf-page.tsx) in the export script and in server-mode routes. The
 * markets page prints its table rows the same way (components/markets/market-row.tsx).
 *
 * react-dom/server is loaded by Node at run time instead of being imported: Next's bundler refuses
 * it inside route handlers ("render or return the content directly as a Server Component"), but a
 * leaf page is exactly a document rendered once to plain HTML, with no React on the client. The
 * elements are plain objects shared by every React 19 build, so Next's server build of React can
 * create them and this renderer can print them.
 */
export function renderDocument(element: ReactElement): string {
  return `<!DOCTYPE html>${renderMarkup(element)}`;
}

/** Plain markup of React elements, with no document around it (the markets table's rows, printed at build time). */
export function renderMarkup(element: ReactElement): string {
  server ??= createRequire(path.join(process.cwd(), 'package.json'))('react-dom/server') as ReactDomServer;
  return server.renderToStaticMarkup(element);
}

/**
 * Markup of React elements the browser hydrates (the markets island): React's own server
 * rendering, which marks where adjacent text nodes meet so hydration finds them again.
 */
export function renderHydratable(element: ReactElement): string {
  server ??= createRequire(path.join(process.cwd(), 'package.json'))('react-dom/server') as ReactDomServer;
  return server.renderToString(element);
}
