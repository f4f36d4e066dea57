import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';

type ReactDomServer = typeof import('react-dom/server');

let server: ReactDomServer | undefined;

/** A whole HTML document from React elements; react-dom/server loads at run time as Next's bundler refuses it in routes. */
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
