import type { z } from 'zod';
import { ProblemList, fieldPath } from '../errors';
import { contentId } from '../fields';
import { placeholderFields } from '../placeholders';
import { CONTENT_KINDS, type ContentKind } from '../schemas';
import type { RawContent, RawDoc } from '../types';

export type Parsed<K extends ContentKind> = z.output<(typeof CONTENT_KINDS)[K]['schema']>;

export interface ParsedDoc<K extends ContentKind> {
  readonly doc: RawDoc;
  readonly value: Parsed<K>;
}

/** What every kind's check shares: raw files, one list of problems (file and field), the schema parse; checks carry on to report all. */
export class CheckContext {
  readonly problems = new ProblemList();

  constructor(private readonly raw: RawContent) {}

  /** Every file of a kind that passes its schema; the others add their problems. */
  parseAll<K extends ContentKind>(kind: K): Array<ParsedDoc<K>> {
    const out: Array<ParsedDoc<K>> = [];
    for (const doc of this.raw[kind]) {
      const result = CONTENT_KINDS[kind].schema.safeParse(doc.data);
      if (result.success) out.push({ doc, value: result.data as Parsed<K> });
      else for (const issue of result.error.issues) this.problems.add(doc.file, fieldPath(issue.path), issue.message);
    }
    return out;
  }

  /** The one file of a single-file kind (site tables, catalogues); a problem when there is not exactly one. */
  single<K extends ContentKind>(kind: K): ParsedDoc<K> | undefined {
    const all = this.parseAll(kind);
    if (this.raw[kind].length !== 1) {
      this.problems.add(CONTENT_KINDS[kind].pattern, '', `expected exactly one file, found ${this.raw[kind].length}`);
    }
    return all[0];
  }

  unique<T>(rows: readonly T[], key: (row: T) => string, file: (row: T) => string, field: string): void {
    const seen = new Set<string>();
    for (const row of rows) {
      const value = key(row);
      if (seen.has(value)) this.problems.add(file(row), field, `duplicate id "${value}"`);
      seen.add(value);
    }
  }

  /** A file name that is an id (news, events, newsletter folders) must be a valid one. */
  checkFileId(id: string, file: string): void {
    const result = contentId.safeParse(id);
    if (!result.success) this.problems.add(file, '(file name)', `"${id}" ${result.error.issues[0]?.message ?? 'is not a valid id'}`);
  }

  /**
   * Stories and events with a status: ids are file names, drafts' too (they take part in the naming
   * checks); only a published one must be free of "TO FILL", and only published ones go on.
   */
  publishedOnly<T extends { readonly status: string }>(items: ReadonlyArray<{ readonly doc: RawDoc; readonly value: T }>) {
    const all = items.map(({ doc, value }) => ({ value, id: baseName(doc.file), file: doc.file }));
    for (const { value, id, file } of all) {
      if (value.status === 'published') {
        for (const field of placeholderFields(value)) this.problems.add(file, field, 'still holds "TO FILL": write it before publishing');
      }
      this.checkFileId(id, file);
    }
    return all.filter(({ value }) => value.status === 'published');
  }
}

export function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
}

export function parentFolder(file: string): string {
  const parts = file.split('/');
  return parts[parts.length - 2] ?? '';
}
