/** The files at the site's root besides pages, with the content type a static host cannot guess from the name. */
export interface FileType {
  readonly path: string;
  readonly contentType: string;
  /** Sent with `Access-Control-Allow-Origin: *`, like the API: tools read it from browsers too. */
  readonly cors: boolean;
}

/** RFC 9727 §7.3: the profile that marks a linkset as an API catalog. */
export const API_CATALOG_PROFILE = 'https://www.rfc-editor.org/info/rfc9727';

export const ROOT_FILE_TYPES = {
  /** Markdown for language models (llmstxt.org), served as text. */
  llms: { path: '/llms.txt', contentType: 'text/plain; charset=utf-8', cors: true },
  /** RFC 9727: an RFC 9264 JSON linkset with the api-catalog profile. */
  apiCatalog: {
    path: '/.well-known/api-catalog',
    contentType: `application/linkset+json; profile="${API_CATALOG_PROFILE}"`,
    cors: true,
  },
  manifest: { path: '/manifest.webmanifest', contentType: 'application/manifest+json; charset=utf-8', cors: false },
} as const satisfies Record<string, FileType>;
