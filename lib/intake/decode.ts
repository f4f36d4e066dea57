import { parseFeed } from 'feedsmith';
import { calendarEntries, type CalendarEntry } from './calendar';
import { entriesOf, type FeedEntry } from './entries';

/** A fetched body turned into entries, or an error that says why not. */

/** Charset from the Content-Type header, else the XML declaration, else UTF-8 (a BOM wins). */
export function charsetOf(bytes: Uint8Array, contentType: string | null): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const header = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (header) return header.toLowerCase();
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const declared = /<\?xml[^>]*encoding\s*=\s*["']([\w.:-]+)["']/i.exec(head)?.[1];
  return declared?.toLowerCase() ?? 'utf-8';
}

export function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const charset = charsetOf(bytes, contentType);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset);
  } catch {
    throw new Error(`unknown character set "${charset}"`);
  }
  return decoder.decode(bytes);
}

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** RSS, Atom, RDF or JSON Feed entries; throws FeedFormatError for anything else. */
export function newsEntries(text: string): FeedEntry[] {
  // Feeds have no use for a document type definition; refusing one rules out entity expansion.
  if (/<!DOCTYPE[^>]*\[|<!ENTITY/i.test(text.slice(0, 64 * 1024))) throw new FeedFormatError('declares entities (a DTD); refused');
  try {
    return entriesOf(parseFeed(text));
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'DetectError') throw new FeedFormatError('not an RSS, Atom or JSON feed');
    if (name === 'MalformedError' || name === 'ParseError') throw new FeedFormatError('malformed feed');
    throw new FeedFormatError(`unreadable feed (${error instanceof Error ? error.message : String(error)})`);
  }
}

export type EventFeedEntries =
  { readonly kind: 'calendar'; readonly entries: CalendarEntry[] } | { readonly kind: 'feed'; readonly entries: FeedEntry[] };

/** An event source's feed: iCalendar when it looks like one, else a news-style feed. */
export function eventEntries(text: string, country: string): EventFeedEntries {
  if (/^\s*BEGIN:VCALENDAR/i.test(text)) {
    try {
      return { kind: 'calendar', entries: calendarEntries(text, country) };
    } catch (error) {
      throw new FeedFormatError(`malformed calendar (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { kind: 'feed', entries: newsEntries(text) };
}
