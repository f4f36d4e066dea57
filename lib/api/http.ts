import { API_PREFIX } from '@/lib/urls';

/** The API's HTTP terms, shared by its answers (lib/http/api-answer.ts), the `_headers` rules and the OpenAPI document. */

/** Methods the read-only API answers; every other one gets the JSON 405 naming these. */
export const API_METHODS = 'GET, HEAD, OPTIONS';

/** How long any cache may keep a document: five minutes for all, as market documents change hourly. */
export const API_CACHE_CONTROL = 'public, max-age=300';

/** Headers a script on another origin may read besides the safelisted ones: without ETag here, a client cannot revalidate. */
export const API_EXPOSE_HEADERS = 'ETag';

/** Where every JSON error body points a lost client: the discovery document. */
export const DISCOVERY_PATH = `${API_PREFIX}index.json`;
