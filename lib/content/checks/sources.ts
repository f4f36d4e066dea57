import type { CheckContext } from './context';

/** Outlets (exactly one news-source-only, with its note), public search terms and event sources. */
export function checkSources(ctx: CheckContext, languageCodes: ReadonlySet<string>) {
  const outletsDoc = ctx.single('Outlets');
  const outlets = outletsDoc?.value.outlets ?? [];
  if (outletsDoc) {
    const file = outletsDoc.doc.file;
    ctx.unique(outlets, (o) => o.id, () => file, 'outlets.id');
    outlets.forEach((outlet, i) => {
      if (!languageCodes.has(outlet.language_code)) {
        ctx.problems.add(file, `outlets[${i}].language_code`, `unknown language code "${outlet.language_code}"`);
      }
      if (outlet.news_source_only && !outlet.source_note) {
        ctx.problems.add(file, `outlets[${i}].source_note`, 'is required on the news-source-only outlet');
      }
      if (!outlet.news_source_only && outlet.source_note) {
        ctx.problems.add(file, `outlets[${i}].source_note`, 'is only for the news-source-only outlet');
      }
    });
    const flagged = outlets.filter((o) => o.news_source_only).length;
    if (flagged !== 1) ctx.problems.add(file, 'outlets', `exactly one outlet must have news_source_only: true (found ${flagged})`);
  }

  const searchTerms = ctx.single('SearchTerms')?.value.terms ?? [];
  const eventSourcesDoc = ctx.single('EventSources');
  const eventSources = eventSourcesDoc?.value.event_sources ?? [];
  if (eventSourcesDoc) ctx.unique(eventSources, (s) => s.id, () => eventSourcesDoc.doc.file, 'event_sources.id');

  return {
    outlets,
    outletById: new Map(outlets.map((o) => [o.id, o])),
    newsSourceOnly: outlets.find((o) => o.news_source_only),
    searchTerms,
    eventSources,
  };
}

export type CheckedSources = ReturnType<typeof checkSources>;
