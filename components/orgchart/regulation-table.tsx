import type { Messages } from '@/lib/i18n/messages';
import type { RegulationRow } from '@/lib/content/types';
import { formatDate } from '@/lib/site/format';
import { countryLabel } from '@/lib/site/labels';

/** Regulation status per Nordic country, each row with its caveat and the date it was checked. */
export function RegulationTable({ rows, m, locale }: { rows: readonly RegulationRow[]; m: Messages; locale: string }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={m.orgchart.regulationCaption}>
      <table className="data-table">
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
          {rows.map((row) => (
            <tr key={row.country}>
              <th scope="row">{countryLabel(m, row.country)}</th>
              <td lang="en">{row.status}</td>
              <td lang="en">{row.regulator}</td>
              <td lang="en">{row.summary}</td>
              <td lang="en">{row.caveat}</td>
              <td>
                <time dateTime={row.updated}>{formatDate(locale, row.updated)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
