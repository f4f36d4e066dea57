import type { ObjectHeaders } from './s3-objects';

/** The publisher's record of a bucket, `.publish/manifest.json`: one GET, not a listing; written last, after every upload and delete. */

export const MANIFEST_KEY = '.publish/manifest.json';
/** Keys under this prefix belong to the publisher, not the site: never compared, uploaded from out/ or deleted. */
export const PUBLISHER_PREFIX = '.publish/';
/** Raised when the layout changes; a record of another version is not trusted (the bucket is listed). */
export const MANIFEST_FORMAT = 1;
/** Recorded for a key whose upload or delete may or may not have happened: matches no file, so it is done again. */
export const UNKNOWN_HASH = '';

/** What the bucket holds under one key, as far as the publish knows. */
export interface RemoteObject {
  /** MD5 (lower-case hex) of the stored bytes, or UNKNOWN_HASH. */
  readonly md5: string;
  /** The stored headers (headersId), or null when unknown (read from a listing, which has none). */
  readonly headers: string | null;
}

/** A stable text for a set of object headers, compared to tell whether an object must be stored again. */
export function headersId(headers: ObjectHeaders): string {
  return JSON.stringify([headers.ContentType, headers.CacheControl, headers.ContentEncoding ?? null]);
}

export type ManifestState =
  | { readonly kind: 'complete'; readonly objects: Map<string, RemoteObject>; readonly run: string }
  | { readonly kind: 'untrusted'; readonly reason: string };

interface CompleteJson {
  format: number;
  state: 'complete';
  run: string;
  written: string;
  /** Distinct header sets (headersId texts); each object names one by index, or -1 when unknown. */
  headers: string[];
  /** [key, md5, header set index], sorted by key. */
  objects: [string, string, number][];
}

interface MarkerJson {
  format: number;
  state: 'publishing';
  run: string;
  started: string;
}

/** Reads a record's text; anything but a complete record of this format is untrusted, with the reason. */
export function parseManifest(text: string): ManifestState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'untrusted', reason: `unreadable (${error instanceof Error ? error.message : String(error)})` };
  }
  if (typeof json !== 'object' || json === null) return { kind: 'untrusted', reason: 'not a JSON object' };
  const record = json as { [K in keyof CompleteJson | keyof MarkerJson]?: unknown };
  if (record.format !== MANIFEST_FORMAT) return { kind: 'untrusted', reason: `format ${String(record.format)}, not ${MANIFEST_FORMAT}` };
  if (record.state === 'publishing') {
    return { kind: 'untrusted', reason: `a publish started ${String(record.started)} (run ${String(record.run)}) did not finish` };
  }
  if (record.state !== 'complete' || typeof record.run !== 'string' || !Array.isArray(record.headers) || !Array.isArray(record.objects)) {
    return { kind: 'untrusted', reason: 'not a complete record' };
  }
  const headers = record.headers;
  const objects = new Map<string, RemoteObject>();
  for (const entry of record.objects) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string' || typeof entry[2] !== 'number') {
      return { kind: 'untrusted', reason: 'an object entry is malformed' };
    }
    const [key, md5, index] = entry;
    const set = index === -1 ? null : headers[index];
    if (set === undefined || (set !== null && typeof set !== 'string')) {
      return { kind: 'untrusted', reason: `${key}: header set ${index} does not exist` };
    }
    objects.set(key, { md5, headers: set });
  }
  return { kind: 'complete', objects, run: record.run };
}

/** The `publishing` marker a run writes before it changes anything. */
export function markerText(run: string, started: Date): string {
  const marker: MarkerJson = { format: MANIFEST_FORMAT, state: 'publishing', run, started: started.toISOString() };
  return `${JSON.stringify(marker)}\n`;
}

/** Whether a record's text is the marker of `run` (nobody else wrote the record since). */
export function isMarkerOf(text: string, run: string): boolean {
  try {
    const json = JSON.parse(text) as Partial<MarkerJson>;
    return json.format === MANIFEST_FORMAT && json.state === 'publishing' && json.run === run;
  } catch {
    return false;
  }
}

export function manifestText(objects: ReadonlyMap<string, RemoteObject>, run: string, written: Date): string {
  const sets = new Map<string, number>();
  const entries: [string, string, number][] = [];
  for (const key of [...objects.keys()].sort()) {
    const object = objects.get(key) as RemoteObject;
    let index = -1;
    if (object.headers !== null) {
      index = sets.get(object.headers) ?? sets.size;
      sets.set(object.headers, index);
    }
    entries.push([key, object.md5, index]);
  }
  const record: CompleteJson = {
    format: MANIFEST_FORMAT,
    state: 'complete',
    run,
    written: written.toISOString(),
    headers: [...sets.keys()],
    objects: entries,
  };
  // One entry per line: readable, and gzip (the stored encoding) takes the repetition away.
  return `{"format":${record.format},"state":"complete","run":${JSON.stringify(run)},"written":${JSON.stringify(record.written)},\n"headers":${JSON.stringify(record.headers)},\n"objects":[\n${entries.map((entry) => JSON.stringify(entry)).join(',\n')}\n]}\n`;
}
