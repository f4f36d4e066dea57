import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, parseDocument } from 'yaml';
import type { NordicLang } from '@/lib/content/fields';
import type { TranslatableText } from '@/lib/content/translations';
import { sourceText, textLabel } from '@/lib/content/translations';
import { writeFileAtomic } from '@/lib/node/atomic';
import { TranslationError } from './errors';
import { planMarkdown } from './markdown';
import { providerFor, type Provider } from './providers';
import { writeMachineTranslations, type MachineEdit } from './yaml-edit';

/** `npm run content:translations -- --fill`: a file's translations are fetched and checked before it is written, so it stays whole. */
export interface FillOptions {
  readonly contentDir: string;
  readonly texts: readonly TranslatableText[];
  readonly providers: readonly Provider[];
  readonly log: (line: string) => void;
  /** Writes one file whole (default: temp file, flush, rename). */
  readonly writeFile?: (file: string, text: string) => void;
}

export interface FillReport {
  /** Files written, relative to the content folder. */
  readonly written: readonly string[];
  readonly translations: number;
  /** Per language, the texts no provider covers (they stay missing). */
  readonly uncovered: Readonly<Partial<Record<NordicLang, number>>>;
  /** The texts with the languages written by this run added. */
  readonly texts: readonly TranslatableText[];
}

interface Job {
  readonly text: TranslatableText;
  readonly lang: NordicLang;
  readonly provider: Provider;
}

export async function fillTranslations(options: FillOptions): Promise<FillReport> {
  const write = options.writeFile ?? writeFileAtomic;
  const uncovered: Partial<Record<NordicLang, number>> = {};
  const byFile = new Map<string, Job[]>();
  for (const text of options.texts) {
    for (const lang of text.needed) {
      if (text.languages.includes(lang)) continue;
      const provider = await providerFor(options.providers, text.source, lang);
      if (!provider) {
        uncovered[lang] = (uncovered[lang] ?? 0) + 1;
        continue;
      }
      const jobs = byFile.get(text.file) ?? [];
      jobs.push({ text, lang, provider });
      byFile.set(text.file, jobs);
    }
  }
  const written: string[] = [];
  const added = new Map<TranslatableText, NordicLang[]>();
  const done = (jobs: readonly Job[]) => {
    for (const job of jobs) added.set(job.text, [...(added.get(job.text) ?? []), job.lang]);
  };
  let translations = 0;
  for (const [file, jobs] of byFile) {
    const documents = jobs.filter((job) => job.text.format === 'document');
    const fields = jobs.filter((job) => job.text.format !== 'document');
    if (fields.length > 0) {
      const edits = await translateFields(fields);
      const full = path.join(options.contentDir, file);
      write(full, writeMachineTranslations(readFileSync(full, 'utf8'), file, edits));
      written.push(file);
      done(fields);
      translations += edits.length;
      options.log(`wrote ${file}: ${summaryOf(fields)}`);
    }
    for (const job of documents) {
      const target = path.join(path.dirname(file), `${job.lang}.md`);
      const full = path.join(options.contentDir, target);
      // Another run (or an editor) wrote it meanwhile: theirs stands.
      if (existsSync(full)) continue;
      write(full, await translateDocument(readFileSync(path.join(options.contentDir, file), 'utf8'), file, job));
      written.push(target);
      done([job]);
      translations += 1;
      options.log(`wrote ${target}: machine translation of ${file} (${job.provider.name})`);
    }
  }
  const texts = options.texts.map((text) => {
    const langs = added.get(text);
    return langs ? { ...text, languages: [...text.languages, ...langs] } : text;
  });
  return { written, translations, uncovered, texts };
}

function summaryOf(jobs: readonly Job[]): string {
  const names = [...new Set(jobs.map((job) => textLabel(job.text)))];
  const langs = [...new Set(jobs.map((job) => `${job.lang} (${job.provider.name})`))];
  return `${jobs.length} machine translations of ${names.length} texts into ${langs.join(', ')}`;
}

/** One request per provider, source and target language for the whole file. */
async function translateFields(jobs: readonly Job[]): Promise<MachineEdit[]> {
  const groups = new Map<string, Job[]>();
  for (const job of jobs) {
    const key = `${job.provider.name}\u0000${job.text.source}\u0000${job.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), job]);
  }
  const edits: MachineEdit[] = [];
  for (const group of groups.values()) {
    const { provider, lang } = group[0]!;
    const plans = group.map((job) => (job.text.format === 'markdown' ? planMarkdown(sourceText(job.text)) : null));
    const asked = group.flatMap((job, i) => plans[i]?.texts ?? [sourceText(job.text)]);
    const answers = await withContext(provider.translate(asked, group[0]!.text.source, lang), group[0]!.text.file);
    let next = 0;
    for (const [i, job] of group.entries()) {
      const plan = plans[i];
      const count = plan ? plan.texts.length : 1;
      const mine = answers.slice(next, next + count);
      next += count;
      const text = plan ? withName(() => plan.join(mine), job.text) : mine[0]!;
      edits.push({ at: job.text.at!, lang, text, markdown: job.text.format === 'markdown' });
    }
  }
  return edits;
}

/** A newsletter issue or the about page: front matter (title, subtitle) and body, as a new `<lang>.md`. */
async function translateDocument(source: string, file: string, job: Job): Promise<string> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: no front matter between --- lines`);
  const front = parseDocument(match[1]!).toJS() as Record<string, unknown>;
  const plan = planMarkdown(match[2]!);
  // The about page keeps its date; an issue's translation carries its own title and subtitle only.
  const fields = ['title', 'subtitle'].filter((key) => typeof front[key] === 'string');
  const asked = [...fields.map((key) => front[key] as string), ...plan.texts];
  const answers = await withContext(job.provider.translate(asked, job.text.source, job.lang), file);
  const head: Record<string, unknown> = fields.length > 0 ? {} : { updated: front.updated };
  fields.forEach((key, i) => (head[key] = answers[i]));
  head.machine = true;
  const body = withName(() => plan.join(answers.slice(fields.length)), job.text);
  const yaml = new Document(head).toString({ defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0 });
  return `---\n${yaml}---\n${body}`;
}

async function withContext<T>(promise: Promise<T>, file: string): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof TranslationError) throw new TranslationError(`${error.message} [while translating ${file}; it is unchanged]`);
    throw error;
  }
}

function withName<T>(task: () => T, text: TranslatableText): T {
  try {
    return task();
  } catch (error) {
    if (error instanceof TranslationError) throw new TranslationError(`${textLabel(text)}: ${error.message}`);
    throw error;
  }
}
