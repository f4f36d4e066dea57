// Next's build id, from the code being built and not from the commit: it names
// `_next/static/<id>/` (route manifests, which only code defines) and is printed into every section
// page, so a commit that changes only content/ keeps it and rewrites only the pages it changes.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

/** The folder whose changes never reach the files the id names (stories, events: pages' data only). */
const CONTENT_PATH = 'content';

/**
 * `t-` and a digest of HEAD's tree without content/, when the work tree's code is exactly HEAD's;
 * null (Next's random id) with uncommitted code changes or no git: one id must never name two
 * different sets of files, which caches keep forever.
 */
export function codeBuildId(cwd = process.cwd()) {
  try {
    const run = (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (run(['status', '--porcelain', '--untracked-files=no', '--', '.', `:(exclude)${CONTENT_PATH}`]).trim() !== '') return null;
    // The top folder's entries: mode, type, object id and name; a sub-folder's id covers its tree.
    const entries = run(['ls-tree', '-z', 'HEAD'])
      .split('\0')
      .filter((entry) => entry !== '' && entry.split('\t')[1] !== CONTENT_PATH);
    return `t-${createHash('sha256').update(entries.join('\0')).digest('hex').slice(0, 20)}`;
  } catch {
    return null;
  }
}
