import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { RegulationRow } from '@/lib/content/types';
import { formatDate } from '@/lib/pages/format';
import { countryLabel } from '@/lib/pages/labels';
import { ownText } from '@/lib/pages/localized';
import { ShownNote } from '@/components/site/shown-note';

/** Regulation status per Nordic country, each row with its caveat and the date it was checked. */
export function RegulationTable({ rows, m, locale, lang }: { rows: readonly RegulationRow[]; m: Messages; locale: string; lang: Locale }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={m.orgchart.regulationCaption}>
      <table className="data-table stack-table">
        <caption>{m.orgchart.regulationCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{m.common.country}</th>
            <th scope="col">{m.orgchart.status}</th>
            <th scope="col">{m.orgchart.regulator}</th>
            <th scope="col">{m.orgchart.summary}</th>
            <th scope="col">{m.orgchart.caveatColumn}</th>
            <th scope="col">{m.orgchart.checked}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const caveat = ownText(row.caveat, row.caveat_i18n, lang);
            const status = ownText(row.status, row.status_i18n, lang);
            const summary = ownText(row.summary, row.summary_i18n, lang);
            return (
              <tr key={row.country}>
                <th scope="row">{countryLabel(m, row.country)}</th>
                <td lang={status.fallback ? 'en' : undefined} data-label={m.orgchart.status}>
                  {status.text}
                </td>
                <td lang="en" data-label={m.orgchart.regulator}>
                  {row.regulator}
                </td>
                <td lang={summary.fallback ? 'en' : undefined} data-label={m.orgchart.summary}>
                  {summary.text}
                  <ShownNote shown={summary.machine ? summary : status.machine ? status : caveat} m={m} inline />
                </td>
                <td lang={caveat.fallback ? 'en' : undefined} data-label={m.orgchart.caveatColumn}>
                  {caveat.text}
                </td>
                <td data-label={m.orgchart.checked}>
                  <time dateTime={row.updated}>{formatDate(locale, row.updated)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
