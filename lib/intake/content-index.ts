import { keyOf } from './links';
import { words } from '@/lib/core/slug';

/** What the intake knows of content/ (all statuses): links, never to propose one twice, and headlines to cluster. */
export type Status = 'published' | 'pending' | 'rejected';

export interface StoryHeadline {
  readonly outlet: string;
  readonly words: readonly string[];
  readonly language: string;
  readonly time: number;
}

export interface IndexedStory {
  readonly id: string;
  readonly file: string;
  readonly status: Status;
  readonly outlets: Set<string>;
  readonly headlines: StoryHeadline[];
}

export interface IndexedEvent {
  readonly id: string;
  readonly status: Status;
  readonly titleWords: string;
  readonly startDate: string;
}

export interface ContentIndex {
  readonly stories: IndexedStory[];
  readonly events: IndexedEvent[];
  /** linkKey → the file that holds it. */
  readonly links: Map<string, string>;
  readonly ids: { readonly news: Set<string>; readonly events: Set<string> };
}

export interface RawFile {
  /** Relative to the content folder: `news/<id>.yaml`. */
  readonly file: string;
  readonly data: unknown;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const statusOf = (value: unknown): Status => (value === 'pending' || value === 'rejected' ? value : 'published');
const idOf = (file: string) => file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

export function emptyIndex(): ContentIndex {
  return { stories: [], events: [], links: new Map(), ids: { news: new Set(), events: new Set() } };
}

/** `languageOf(outletId)`: the outlet's usual language, for headlines that do not name one. */
export function indexContent(
  news: readonly RawFile[],
  events: readonly RawFile[],
  languageOf: (outlet: string) => string | undefined,
): ContentIndex {
  const index = emptyIndex();
  for (const { file, data } of news) {
    const story = record(data);
    const indexed: IndexedStory = { id: idOf(file), file, status: statusOf(story.status), outlets: new Set(), headlines: [] };
    index.ids.news.add(indexed.id);
    for (const link of Array.isArray(story.links) ? story.links : []) addLink(index, str(record(link).url), file);
    for (const raw of Array.isArray(story.outlets) ? story.outlets : []) {
      const ref = record(raw);
      const outlet = str(ref.outlet);
      if (!outlet) continue;
      indexed.outlets.add(outlet);
      addLink(index, str(ref.url), file);
      addLink(index, str(record(ref.intake).link), file);
      const title = str(ref.title);
      const time = Date.parse(str(ref.published) ?? str(story.published) ?? '');
      const language = str(ref.language_code) ?? languageOf(outlet);
      if (title && language && Number.isFinite(time)) indexed.headlines.push({ outlet, words: words(title), language, time });
    }
    index.stories.push(indexed);
  }
  for (const { file, data } of events) {
    const event = record(data);
    const id = idOf(file);
    index.ids.events.add(id);
    addLink(index, str(event.url), file);
    addLink(index, str(record(event.intake).link), file);
    index.events.push({
      id,
      status: statusOf(event.status),
      titleWords: words(str(event.title) ?? '').join(' '),
      startDate: (str(event.start) ?? '').slice(0, 10),
    });
  }
  return index;
}

export function addLink(index: ContentIndex, raw: string | null, file: string): void {
  const key = keyOf(raw);
  if (key && !index.links.has(key)) index.links.set(key, file);
}
