import type { z } from 'zod';
import type { publishedCaspListSchema, publishedChangesSchema } from '@/lib/schemas/register';
import { readWebsites } from './cells';
import type { RegisterChange } from './changes';
import type { NordicCountry, ServiceCode } from './constants';
import type { CaspFirm } from './firms';
import type { RegisterState } from './state';

type PublishedFirm = z.infer<typeof publishedCaspListSchema>['casps'][number];
type PublishedChange = z.infer<typeof publishedChangesSchema>['changes'][number];

/** A firm as an earlier set published it: before the LEI checks an LEI was published only when valid, and websites were one cell. */
function firmOf(item: PublishedFirm): CaspFirm {
  return {
    id: item.id,
    lei: item.lei,
    lei_valid: item.lei_valid ?? item.lei !== null,
    legal_name: item.legal_name,
    commercial_name: item.commercial_name,
    website: item.website,
    websites: item.websites ?? (item.website ? readWebsites(item.website).value : []),
    home: item.home,
    supervisor: item.supervisor,
    authority: item.authority ?? item.supervisor,
    services: item.services.map((service) => service.code as ServiceCode),
    countries: item.countries,
    nordic: item.nordic as NordicCountry[],
    authorised: item.authorised,
    ended: item.ended,
    updated: item.last_update,
    lines: [],
  };
}

function changeOf(row: PublishedChange): RegisterChange {
  return { ...row, nordic: row.nordic as NordicCountry[], nordic_before: row.nordic_before ?? null, exchange: row.exchange ?? null };
}

/** The state back from the published documents (casps.json and changes.json). */
export function stateFromDocuments(
  casps: z.infer<typeof publishedCaspListSchema>,
  changes: z.infer<typeof publishedChangesSchema> | null,
): RegisterState {
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
    firms: casps.casps.map(firmOf),
    changes: (changes?.changes ?? []).map(changeOf),
    since: changes?.since ?? null,
  };
}

/** A state as a job's copy holds it, from before the LEI checks or after, in today's shape. */
export function normaliseState(state: RegisterState): RegisterState {
  return {
    ...state,
    firms: state.firms.map((firm) => {
      const old = firm as Partial<CaspFirm> & CaspFirm;
      return {
        ...firm,
        lei_valid: old.lei_valid ?? firm.lei !== null,
        websites: old.websites ?? (firm.website ? readWebsites(firm.website).value : []),
        authority: old.authority ?? firm.supervisor,
      };
    }),
    changes: state.changes.map((row) => ({ ...row, nordic_before: row.nordic_before ?? null, exchange: row.exchange ?? null })),
  };
}
