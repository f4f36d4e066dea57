import { createHash } from 'node:crypto';
import type { BuildContext } from '@/lib/core/context';
import type { SiteData } from '@/lib/data/site-data';
import { VIEW_READER, viewNamed, type ViewReader } from '@/lib/data/views';

// What a route file read while it was built, recorded rather than declared, so its key cannot miss
// a read; a file whose inputs all digest the same next build is kept.

export type InputDigest = readonly [id: string, digest: string];

/** Maps that grow with the archive, read one entry at a time: an entry read is an input, not the whole map. */
const BY_ENTRY = new Set<string>(['newsById', 'eventById', 'newsletterById', 'archiveById', 'entityById']);

/** The digest of an input a builder listed but that cannot be read again (a copy of the whole data): never equal to a computed one. */
const UNREPEATABLE = 'unrepeatable';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with maps, sets and the values JSON drops written out, so two values differ in digest when they differ at all. */
function stableText(value: unknown): string {
  return JSON.stringify(value, (_key, member: unknown) => {
    if (member instanceof Map) return { '\0map': [...member] };
    if (member instanceof Set) return { '\0set': [...member] };
    if (member === undefined) return '\0undefined';
    if (typeof member === 'function' || typeof member === 'symbol' || typeof member === 'bigint') return `\0${String(member)}`;
    return member;
  });
}

/** The digests of one build's data, each object's computed once (the data is immutable while the build runs). */
export class InputDigests {
  private readonly memo = new WeakMap<object, string>();
  private readonly byId = new Map<string, string>();

  constructor(
    private readonly data: SiteData,
    private readonly ctx: BuildContext,
  ) {}

  /** A value's digest; a list's is made of its items', so the table and its views share their work. */
  of(value: unknown): string {
    if (value === null || typeof value !== 'object') return sha256(stableText(value) ?? '\0undefined');
    const known = this.memo.get(value);
    if (known !== undefined) return known;
    const digest = Array.isArray(value) ? sha256(`[${value.map((item) => this.of(item)).join(',')}]`) : sha256(stableText(value));
    this.memo.set(value, digest);
    return digest;
  }

  current(id: string): string {
    const cached = this.byId.get(id);
    if (cached !== undefined) return cached;
    const digest = this.compute(id);
    this.byId.set(id, digest);
    return digest;
  }

  private compute(id: string): string {
    const [kind = '', name = '', arg = ''] = id.split('\0');
    const data = this.data as unknown as Record<string, unknown>;
    switch (kind) {
      case 'now':
        return this.ctx.generatedAt;
      case 'data':
        return this.of(data[name]);
      case 'content':
        return this.of((this.data.content as unknown as Record<string, unknown>)[name]);
      case 'entry': {
        const map = data[name];
        return map instanceof Map && map.has(arg) ? this.of(map.get(arg)) : 'absent';
      }
      case 'view': {
        const compute = viewNamed(name);
        return compute ? this.of(compute(this.data, arg)) : 'no view';
      }
      default:
        return `not an input: ${kind}`;
    }
  }

  /** Whether every input recorded last time digests the same now. */
  unchanged(inputs: readonly InputDigest[]): boolean {
    return inputs.every(([id, digest]) => digest !== UNREPEATABLE && this.current(id) === digest);
  }

  /** The data and context to build one file with, and the inputs it read so far. */
  recorder(): { data: SiteData; ctx: BuildContext; inputs: () => InputDigest[] } {
    const used = new Map<string, string>();
    const note = (id: string) => {
      if (!used.has(id)) used.set(id, this.current(id));
    };
    const unrepeatable = (what: string) => used.set(`opaque\0${what}`, UNREPEATABLE);
    const reader: ViewReader = (name, arg, compute) => {
      const id = `view\0${name}\0${arg}`;
      const value = compute(this.data, arg);
      if (!this.byId.has(id)) this.byId.set(id, this.of(value));
      note(id);
      return value;
    };
    const entryMap = (name: string, map: ReadonlyMap<unknown, unknown>) =>
      new Proxy(map, {
        get(target, property) {
          if (property === 'get' || property === 'has') {
            return (key: unknown) => {
              note(`entry\0${name}\0${String(key)}`);
              return property === 'get' ? target.get(key) : target.has(key);
            };
          }
          note(`data\0${name}`);
          const member = Reflect.get(target, property, target) as unknown;
          return typeof member === 'function' ? (member as (...args: unknown[]) => unknown).bind(target) : member;
        },
      });
    // Listing the keys of the data (a spread, Object.keys) copies it past the recorder: such a file is never kept.
    const listing = <T extends object>(): Pick<ProxyHandler<T>, 'ownKeys' | 'getOwnPropertyDescriptor'> => ({
      ownKeys: (target) => (unrepeatable('keys'), Reflect.ownKeys(target)),
      getOwnPropertyDescriptor: (target, property) => (unrepeatable('keys'), Reflect.getOwnPropertyDescriptor(target, property)),
    });
    const content = new Proxy(this.data.content, {
      ...listing(),
      get(target, property, receiver) {
        if (typeof property === 'string') note(`content\0${property}`);
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const maps = new Map<string, unknown>();
    const data = new Proxy(this.data, {
      ...listing(),
      get(target, property, receiver) {
        if (property === VIEW_READER) return reader;
        if (property === 'content') return content;
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof property !== 'string') return value;
        if (BY_ENTRY.has(property) && value instanceof Map) {
          if (!maps.has(property)) maps.set(property, entryMap(property, value));
          return maps.get(property);
        }
        note(`data\0${property}`);
        return value;
      },
    });
    const ctx = new Proxy(this.ctx, {
      ...listing(),
      get(target, property, receiver) {
        // config and preview are in every file's key; the clock only in those that print it.
        if (property === 'now' || property === 'generatedAt') note('now');
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return { data, ctx, inputs: () => [...used] };
  }
}
