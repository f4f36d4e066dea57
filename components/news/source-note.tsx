import type { ShownText } from '@/lib/i18n/shown-text';

/** An outlet's editorial note after its line in a list of outlets, in the reader's language when translated. */
export function SourceNote({ note }: { note: ShownText | null }) {
  if (!note) return null;
  return (
    <span className="source-note" lang={note.fallback ? 'en' : undefined}>
      {' '}
      {note.text}
    </span>
  );
}
