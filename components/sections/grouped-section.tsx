import type { ReactNode } from 'react';

interface GroupedSectionProps<K extends string> {
  /** The section's id stem: the heading is `<id>-title`. */
  readonly id: string;
  readonly title: string;
  /** The group keys in order; each group's heading is `<keyPrefix>-<key>`. */
  readonly keys: readonly K[];
  readonly keyPrefix: string;
  readonly label: (key: K) => string;
  readonly children: (key: K) => ReactNode;
}

/**
 * A section listing the same rows grouped one way (by country, by kind, by type): an `<h2>`, then
 * one labelled sub-section with an `<h3>` per group, as the who's who and sources pages show them.
 */
export function GroupedSection<K extends string>({ id, title, keys, keyPrefix, label, children }: GroupedSectionProps<K>) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {keys.map((key) => (
        <section key={key} aria-labelledby={`${keyPrefix}-${key}`}>
          <h3 id={`${keyPrefix}-${key}`}>{label(key)}</h3>
          {children(key)}
        </section>
      ))}
    </section>
  );
}
