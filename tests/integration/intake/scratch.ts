import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';
import { INTAKE_NOW } from '@/tests/fixtures/feeds/bodies';
import { TSX_NODE, tsxArgs } from '@/tests/helpers/tsx';

/**
 * A scratch copy of the project (code and the starter content, node_modules linked) whose
 * catalogue reads its feeds from the fake feed server instead of the outlets' real addresses.
 */
const root = process.cwd();

export function makeScratch(prefix: string): string {
  const scratch = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of ['lib', 'scripts', 'pipeline', 'content', 'contentlayer.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(path.join(root, entry), path.join(scratch, entry), { recursive: true });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'));
  return scratch;
}

/** Sets every outlet's and event source's feeds: the ids given get these URLs, all others none. */
export function pointFeeds(scratch: string, outlets: Record<string, string[]>, eventSources: Record<string, string[]> = {}): void {
  const set = (file: string, listKey: string, feeds: Record<string, string[]>) => {
    const full = path.join(scratch, 'content', 'sources', file);
    const doc = parseDocument(readFileSync(full, 'utf8'));
    const list = doc.get(listKey, true);
    if (!isSeq(list)) throw new Error(`${file} has no ${listKey}`);
    for (const item of list.items) {
      if (!isMap(item)) continue;
      const id = String(item.get('id'));
      if (feeds[id]) item.set('feeds', doc.createNode(feeds[id]));
      else item.delete('feeds');
    }
    writeFileSync(full, doc.toString());
  };
  set('outlets.yaml', 'outlets', outlets);
  set('event-sources.yaml', 'event_sources', eventSources);
}

export interface RunResult {
  readonly status: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The real command in the scratch copy. Asynchronous on purpose: the fake feed server runs in
 * the test's own process, and a synchronous spawn would stop it from answering.
 */
export function runIntakeCommand(scratch: string, extraEnv: Record<string, string> = {}, args: string[] = []): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX_NODE, tsxArgs('scripts/intake.ts', args), {
      cwd: scratch,
      env: { ...process.env, CONTENT_DIR: 'content', BUILD_NOW: INTAKE_NOW, INTAKE_TIMEOUT_MS: '3000', ...extraEnv },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/** Every file under content/news and content/events with its text. */
export function draftFolders(scratch: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['news', 'events']) {
    for (const name of readdirSync(path.join(scratch, 'content', folder)).sort()) {
      files.set(`${folder}/${name}`, readFileSync(path.join(scratch, 'content', folder, name), 'utf8'));
    }
  }
  return files;
}
