import type { Messages } from '@/lib/i18n/messages';
import type { ShownText } from '@/lib/i18n/shown-text';

/**
 * What a reader is told about a content text shown by the one rule: a machine translation awaiting
 * review says so; text shown in English for want of a translation says so when the caller passes
 * the note for it (a story body does; a headline marked `lang="en"` does not).
 */
export function ShownNote({ shown, m, fallback, inline = false }: { shown: ShownText; m: Messages; fallback?: string; inline?: boolean }) {
  const note = shown.machine ? m.common.machineTranslated : shown.fallback ? fallback : undefined;
  if (!note) return null;
  return inline ? <small className="note shown-note">{` (${note})`}</small> : <p className="note shown-note">{note}</p>;
}
