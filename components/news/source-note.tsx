/** An outlet's editorial note (written in English), after its line in a list of outlets. */
export function SourceNote({ note }: { note: string | null | undefined }) {
  if (!note) return null;
  return (
    <span className="source-note" lang="en">
      {' '}
      {note}
    </span>
  );
}
