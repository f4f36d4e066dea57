import type { IntakePlan, SkipReason } from './plan';
import { FAILURE_THRESHOLD_TEXT } from './state';

/** What a run did, in words (console lines, the pull request's body): pure, from the plan, so the same text is tested and published. */
export interface SummaryInput {
  readonly plan: IntakePlan;
  readonly startedAt: string;
  readonly failedFeeds: readonly string[];
  readonly tooManyFailures: boolean;
}

const SKIP_WORDS: Record<SkipReason, string> = {
  'no-match': 'no search term',
  duplicate: 'already known',
  'future-date': 'dated in the future',
  'no-link': 'no link',
  'unsafe-link': 'unusable link',
  'no-title': 'no title',
  'no-date': 'no date',
};

// A feed's words in a table cell or list item: no pipes or line breaks from an outlet's headline.
const cell = (value: string) => value.replace(/[|\r\n]+/g, ' ').replace(/([\\`*_[\]<>])/g, '\\$1');

export function summaryMarkdown({ plan, startedAt, failedFeeds, tooManyFailures }: SummaryInput): string {
  const lines: string[] = [`Intake run of ${startedAt}.`, ''];
  lines.push(`## New stories (${plan.stories.length})`, '');
  if (plan.stories.length === 0) lines.push('None.');
  for (const story of plan.stories) {
    const [primary, ...others] = story.data.outlets;
    const also = others.length > 0 ? `; also ${others.map((o) => o.outlet).join(', ')}` : '';
    lines.push(`- \`${story.file}\`: ${primary?.outlet ?? '?'}, “${cell(primary?.title ?? '')}” (term: ${cell(story.term)}${also})`);
  }
  const joined = plan.additions.filter((a) => !a.toNewDraft);
  lines.push('', `## New outlets on existing stories (${joined.length})`, '');
  if (joined.length === 0) lines.push('None.');
  for (const addition of joined) lines.push(`- \`${addition.file}\`: + ${addition.ref.outlet}, “${cell(addition.ref.title)}”`);
  lines.push('', `## New events (${plan.events.length})`, '');
  if (plan.events.length === 0) lines.push('None.');
  for (const event of plan.events)
    lines.push(`- \`${event.file}\`: “${cell(event.data.title)}”, ${event.data.start} (term: ${cell(event.term)})`);
  lines.push('', `## Failed feeds (${failedFeeds.length} of ${plan.outcomes.length})`, '');
  if (tooManyFailures) lines.push(`**${FAILURE_THRESHOLD_TEXT} or more of the feeds failed: the run exited with an error.**`, '');
  const failed = plan.outcomes.filter((o) => o.status === 'failed');
  if (failed.length === 0) lines.push('None.');
  for (const outcome of failed) lines.push(`- ${outcome.owner}: <${outcome.url}>: ${cell(outcome.error ?? 'failed')}`);
  lines.push(
    '',
    '<details><summary>Every feed</summary>',
    '',
    '| Feed | Owner | Result | Items | New | Joined | Left out |',
    '|---|---|---|---|---|---|---|',
  );
  for (const o of plan.outcomes) {
    const left = Object.entries(o.skipped)
      .map(([reason, count]) => `${count} ${SKIP_WORDS[reason as SkipReason]}`)
      .join(', ');
    lines.push(`| <${o.url}> | ${o.owner} | ${o.status} | ${o.entries} | ${o.new_stories + o.new_events} | ${o.joined} | ${left || '–'} |`);
  }
  lines.push('', '</details>', '', 'Nothing here is published until this pull request is merged with `status: published` on a draft.');
  return `${lines.join('\n')}\n`;
}

export function summaryLine({ plan, failedFeeds }: SummaryInput): string {
  const joined = plan.additions.filter((a) => !a.toNewDraft).length;
  return (
    `intake: ${plan.outcomes.length} feeds, ${failedFeeds.length} failed; ` +
    `${plan.stories.length} new stories, ${joined} new outlets on existing stories, ${plan.events.length} new events`
  );
}
