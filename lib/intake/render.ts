import { isMap, isSeq, parseDocument, stringify, type ToStringOptions } from 'yaml';
import type { EventDraftData, OutletRefDraft, StoryDraftData } from './plan';

/** Draft files as YAML text: strings double-quoted (a date-time stays a string), never folded (a folded URL is hard to review). */
const OPTIONS: ToStringOptions = { defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN', lineWidth: 0, flowCollectionPadding: false };

const STORY_HEADER = `# Draft from the intake (npm run intake). Nothing here is published while status is pending.
# To approve: replace every "TO FILL", add topics, check the outlets, then set status: published
# (or delete the line). To turn it down: set status: rejected and keep the file, so the intake
# never proposes the link again. The intake blocks record what each outlet's feed said.
`;

const EVENT_HEADER = `# Draft from the intake (npm run intake). Nothing here is published while status is pending.
# To approve: replace every "TO FILL", check the start, end, place, city and online flag, then set
# status: published (or delete the line). To turn it down: set status: rejected and keep the file.
`;

export function renderStoryDraft(data: StoryDraftData): string {
  return STORY_HEADER + stringify(data, OPTIONS);
}

export function renderEventDraft(data: EventDraftData): string {
  return EVENT_HEADER + stringify(data, OPTIONS);
}

/** The story file with one more outlet at the end of `outlets`; everything else as it was. */
export function appendOutlet(text: string, ref: OutletRefDraft): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`cannot read the story: ${doc.errors[0]?.message ?? 'YAML error'}`);
  if (!isMap(doc.contents)) throw new Error('the story is not a YAML mapping');
  const outlets = doc.get('outlets', true);
  if (!isSeq(outlets)) throw new Error('the story has no outlets list');
  // New nodes take the document's string style only if asked: quote them like the rest.
  outlets.add(doc.createNode(ref));
  return doc.toString(OPTIONS);
}
