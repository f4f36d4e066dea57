import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { eventSourcesFileSchema, languagesFileSchema, outletsFileSchema, searchFileSchema } from '@/lib/content/schemas';
import type { RawFile } from '../content-index';
import { emptyState, intakeStateSchema, type IntakeState } from '../state';

/** The intake's reads of content/: the catalogue (schema-checked, so a broken one stops the run), stories, events, state. */

export const STATE_FILE = path.join('intake', 'state.json');

function readYaml(file: string): unknown {
  return parse(readFileSync(file, 'utf8'));
}

function checked<T extends z.ZodType>(contentDir: string, relative: string, schema: T): z.output<T> {
  const file = path.join(contentDir, relative);
  const result = schema.safeParse(readYaml(file));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${relative}: ${issue?.path.join('.') || '(file)'} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

export function readCatalogue(contentDir: string) {
  return {
    outlets: checked(contentDir, 'sources/outlets.yaml', outletsFileSchema).outlets,
    terms: checked(contentDir, 'sources/search.yaml', searchFileSchema).terms,
    eventSources: checked(contentDir, 'sources/event-sources.yaml', eventSourcesFileSchema).event_sources,
    languages: new Set(checked(contentDir, 'site/languages.yaml', languagesFileSchema).languages.map((l) => l.code as string)),
  };
}

/** Every `<folder>/*.yaml` as raw data, in name order; an unreadable file counts as empty data. */
export function readRawFiles(contentDir: string, folder: 'news' | 'events'): RawFile[] {
  const dir = path.join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') && !name.startsWith('.'))
    .sort()
    .map((name) => {
      let data: unknown = null;
      try {
        data = readYaml(path.join(dir, name));
      } catch {
        // Reported by the content check; here it only means the file's links are not known.
      }
      return { file: `${folder}/${name}`, data };
    });
}

export function readState(contentDir: string): IntakeState {
  const file = path.join(contentDir, STATE_FILE);
  if (!existsSync(file)) return emptyState();
  const result = intakeStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`${path.join('content', STATE_FILE)} is damaged: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}
