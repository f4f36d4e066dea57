import type { z } from 'zod';
import type { caspListSchema, registerChangesSchema } from '@/lib/schemas/register';
import type { NordicCountry, ServiceCode } from './constants';
import type { CaspFirm } from './firms';
import type { RegisterState } from './state';

/** The state back from the published documents (casps.json and changes.json). */
export function stateFromDocuments(
  casps: z.infer<typeof caspListSchema>,
  changes: z.infer<typeof registerChangesSchema> | null,
): RegisterState {
  const firms: CaspFirm[] = casps.casps.map((item) => ({
    id: item.id,
    lei: item.lei,
    legal_name: item.legal_name,
    commercial_name: item.commercial_name,
    website: item.website,
    home: item.home,
    supervisor: item.supervisor,
    services: item.services.map((service) => service.code as ServiceCode),
    countries: item.countries,
    nordic: item.nordic as NordicCountry[],
    authorised: item.authorised,
    ended: item.ended,
    updated: item.last_update,
    lines: [],
  }));
  const { source } = casps;
  return {
    version: 1,
    source: {
      url: source.url,
      fetched_at: source.fetched_at,
      file_date: source.file_date,
      rows: source.rows,
      rows_skipped: source.rows_skipped,
      problems: source.problems,
    },
    firms,
    changes: changes?.changes ?? [],
    since: changes?.since ?? null,
  };
}
