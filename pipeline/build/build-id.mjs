// Next's build id from the code, not the commit: it names `_next/static/<id>/` (route manifests, code
// only) and is printed in every section page, so a commit of content/ alone rewrites only its pages.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

const CONTENT_PATH = 'content';

/** A digest of HEAD's tree without content/; null (Next's random id) with uncommitted code or no git. */
export function codeBuildId(cwd = process.cwd()) {
  try {
    const run = (args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    if (run(['status', '--porcelain', '--untracked-files=no', '--', '.', `:(exclude)${CONTENT_PATH}`]).trim() !== '') return null;
    const entries = run(['ls-tree', '-z', 'HEAD'])
      .split('\0')
      .filter((entry) => entry !== '' && entry.split('\t')[1] !== CONTENT_PATH);
    return `t-${createHash('sha256').update(entries.join('\0')).digest('hex').slice(0, 20)}`;
  } catch {
    return null;
  }
}
