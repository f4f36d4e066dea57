import type { FeedOutcome } from './plan';

/** The intake pull request's body: everything the branch holds that main does not. */
export interface BranchChanges {
  /** Drafts new on the branch: file and raw data. */
  readonly newStories: readonly { file: string; data: unknown }[];
  readonly newEvents: readonly { file: string; data: unknown }[];
  /** Stories on main that gained outlets on the branch. */
  readonly changedStories: readonly { file: string; before: unknown; after: unknown }[];
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const outletsOf = (data: unknown) => (Array.isArray(record(data).outlets) ? (record(data).outlets as unknown[]).map(record) : []);
// Headlines come from outlets' feeds: keep them from breaking the Markdown around them.
const inline = (value: unknown) =>
  String(value ?? '')
    .replace(/[\r\n|]+/g, ' ')
    .replace(/([\\`*_[\]<>#])/g, '\\$1');

export function pullRequestBody(changes: BranchChanges, outcomes: readonly FeedOutcome[], runAt: string): string {
  const lines: string[] = [
    'Drafts the intake found in the outlets’ feeds. **Nothing here is live** until this pull request is merged,',
    'and a draft stays unpublished until its `status: pending` line says `published` (or is removed).',
    'To turn a draft down, set `status: rejected` and keep the file: the intake then never proposes its link again.',
    '',
    `### New stories (${changes.newStories.length})`,
    '',
  ];
  if (changes.newStories.length === 0) lines.push('None.');
  for (const { file, data } of changes.newStories) {
    const [primary, ...others] = outletsOf(data);
    const also = others.length > 0 ? ` (also: ${others.map((o) => inline(o.outlet)).join(', ')})` : '';
    lines.push(`- \`${file}\`: ${inline(primary?.outlet)}: “${inline(primary?.title)}”${also}`);
  }
  const gained = changes.changedStories
    .map(({ file, before, after }) => {
      const had = new Set(outletsOf(before).map((o) => String(o.outlet)));
      return { file, added: outletsOf(after).filter((o) => !had.has(String(o.outlet))) };
    })
    .filter((story) => story.added.length > 0);
  lines.push('', `### New outlets on existing stories (${gained.reduce((n, s) => n + s.added.length, 0)})`, '');
  if (gained.length === 0) lines.push('None.');
  for (const { file, added } of gained) {
    for (const outlet of added) lines.push(`- \`${file}\`: + ${inline(outlet.outlet)}: “${inline(outlet.title)}”`);
  }
  lines.push('', `### New events (${changes.newEvents.length})`, '');
  if (changes.newEvents.length === 0) lines.push('None.');
  for (const { file, data } of changes.newEvents)
    lines.push(`- \`${file}\`: “${inline(record(data).title)}”, ${inline(record(data).start)}`);
  const failed = outcomes.filter((o) => o.status === 'failed');
  lines.push('', `### Failed feeds in the latest run, ${runAt} (${failed.length} of ${outcomes.length})`, '');
  if (failed.length === 0) lines.push('None.');
  for (const o of failed) lines.push(`- ${inline(o.owner)}: ${inline(o.url)}: ${inline(o.error)}`);
  return `${lines.join('\n')}\n`;
}
