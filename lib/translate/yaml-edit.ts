import { isMap, isScalar, isSeq, parseDocument, Scalar, YAMLMap, type Document, type Node, type ToStringOptions } from 'yaml';
import type { NordicLang } from '@/lib/content/fields';
import type { YamlStep } from '@/lib/content/translations';

/** Machine translations written into a YAML file through yaml's Document API, so the rest of the file comes out byte for byte. */
const OPTIONS: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

export interface MachineEdit {
  /** Steps to the `_i18n` map (created after its English sibling when absent). */
  readonly at: readonly YamlStep[];
  readonly lang: NordicLang;
  readonly text: string;
  /** A Markdown body: written as a block scalar. */
  readonly markdown: boolean;
}

export function writeMachineTranslations(source: string, file: string, edits: readonly MachineEdit[]): string {
  const doc = parseDocument(source);
  if (doc.errors.length > 0) throw new Error(`${file}: cannot read the YAML: ${doc.errors[0]!.message}`);
  for (const edit of edits) {
    const map = i18nMap(doc, edit.at, file);
    map.set(edit.lang, markNode(doc, edit));
  }
  return doc.toString(OPTIONS);
}

function markNode(doc: Document, edit: MachineEdit): YAMLMap {
  const text = new Scalar(edit.markdown ? `${edit.text.replace(/\s+$/, '')}\n` : edit.text);
  text.type = edit.markdown ? 'BLOCK_LITERAL' : 'QUOTE_DOUBLE';
  const node = new YAMLMap(doc.schema);
  node.set('text', text);
  node.set('machine', true);
  // A one-line text sits on one line, as the mark the editors know: `sv: { text: "…", machine: true }`.
  node.flow = !edit.markdown;
  return node;
}

function i18nMap(doc: Document, at: readonly YamlStep[], file: string): YAMLMap {
  const where = () => at.map((step) => (typeof step === 'string' ? step : `[${step.key}=${step.value}]`)).join('.');
  let node: unknown = doc.contents;
  for (const [i, step] of at.entries()) {
    const last = i === at.length - 1;
    if (typeof step === 'string') {
      if (!isMap(node)) throw new Error(`${file}: ${where()}: not a mapping where one was expected`);
      const next = node.get(step, true) as Node | undefined;
      if (last && (next === undefined || (isScalar(next) && next.value === null) || (isMap(next) && next.items.length === 0))) {
        const created = new YAMLMap(doc.schema);
        insertAfterSibling(doc, node, step, created);
        return created;
      }
      node = next;
    } else {
      if (!isSeq(node)) throw new Error(`${file}: ${where()}: not a list where one was expected`);
      node = node.items.find((entry) => isMap(entry) && String(entry.get(step.key)) === step.value);
      if (node === undefined)
        throw new Error(`${file}: no item with ${step.key} ${JSON.stringify(step.value)} (was the file changed meanwhile?)`);
    }
  }
  if (!isMap(node)) throw new Error(`${file}: ${where()} is not a mapping of translations`);
  return node;
}

/** `summary_i18n` goes right after `summary` (or replaces an empty one in place). */
function insertAfterSibling(doc: Document, parent: YAMLMap, key: string, value: YAMLMap): void {
  const existing = parent.items.findIndex((pair) => (isScalar(pair.key) ? pair.key.value : pair.key) === key);
  if (existing >= 0) {
    parent.items[existing]!.value = value;
    return;
  }
  const sibling = key.replace(/_i18n$/, '');
  const index = parent.items.findIndex((pair) => (isScalar(pair.key) ? pair.key.value : pair.key) === sibling);
  const pair = doc.createPair(key, value);
  if (index < 0) parent.items.push(pair);
  else parent.items.splice(index + 1, 0, pair);
}
