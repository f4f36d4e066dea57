import { checkAbout } from './checks/about';
import { checkAcademia } from './checks/academia';
import { checkCatalogues } from './checks/catalogues';
import { CheckContext } from './checks/context';
import { checkEvents } from './checks/events';
import { checkNews } from './checks/news';
import { checkNewsletters } from './checks/newsletters';
import { checkOrgchart } from './checks/orgchart';
import { checkSiteTables } from './checks/site-tables';
import { checkSources } from './checks/sources';
import type { ContentData, RawContent } from './types';

/** Checks raw content against the schemas and across files (ids exist and are unique, the news-only outlet never sponsors). */
export function validateContent(raw: RawContent): ContentData {
  const ctx = new CheckContext(raw);
  const site = checkSiteTables(ctx);
  const sources = checkSources(ctx, site.languageCodes);
  const news = checkNews(ctx, sources, site.languageCodes);
  const events = checkEvents(ctx, sources, site.languageCodes);
  const newsletters = checkNewsletters(ctx);
  const academia = checkAcademia(ctx);
  const orgchart = checkOrgchart(ctx);
  const catalogues = checkCatalogues(ctx, sources);
  const about = checkAbout(ctx);

  ctx.problems.throwIfAny();
  // After throwIfAny every single-file kind above was found and parsed.
  return {
    news,
    events,
    newsletters,
    outlets: sources.outlets,
    searchTerms: sources.searchTerms,
    eventSources: sources.eventSources,
    academia,
    ...orgchart,
    images: catalogues.images,
    changelog: catalogues.changelog,
    rules: catalogues.rules!,
    about: about!,
    archive: catalogues.archive,
    languages: site.languages,
    places: site.places,
    institutions: site.institutions,
    geoLanguage: site.geoLanguage!,
    meta: site.meta!,
  };
}
