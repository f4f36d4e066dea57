import type { CSSProperties } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import { countryLabel, sourceTypeLabel } from '@/lib/pages/labels';
import { formatPercent } from '@/lib/pages/format';
import type { OutsideCoverage } from '@/lib/pages/outside-coverage';

interface Row {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  readonly share: number;
}

/**
 * One coverage table: the numbers are text; the bar (a CSS pseudo-element sized by `--share`, on
 * a span so the cell stays a table cell and can carry its column name on phones)
 * only repeats them visually, so screen readers read the figures and nothing else.
 */
function CoverageTable({
  caption,
  rowHeader,
  rows,
  m,
  locale,
}: {
  caption: string;
  rowHeader: string;
  rows: readonly Row[];
  m: Messages;
  locale: string;
}) {
  return (
    <table className="coverage stack-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          <th scope="col" className="num">
            {m.news.outletsColumn}
          </th>
          <th scope="col">{m.news.shareColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="num" data-label={m.news.outletsColumn}>
              {row.count}
            </td>
            <td className="share" data-label={m.news.shareColumn}>
              <span className="share-line" style={{ '--share': row.share } as CSSProperties}>
                {formatPercent(row.share, locale)}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The coverage by outside outlets (lib/pages/outside-coverage.ts), from two outlets on (one is no spread), without rows of none. */
export function Coverage({ coverage, m, locale }: { coverage: OutsideCoverage; m: Messages; locale: string }) {
  if (coverage.count < 2) return null;
  return (
    <section aria-labelledby="coverage-title" className="coverage-section">
      <h2 id="coverage-title">{m.news.coverage}</h2>
      <p>{m.news.coverageOutlets.replace('{count}', String(coverage.count))}</p>
      <div className="coverage-grid">
        <CoverageTable
          caption={m.news.coverageByCountry}
          rowHeader={m.common.country}
          m={m}
          locale={locale}
          rows={coverage.by_country
            .filter((row) => row.count > 0)
            .map((row) => ({
              key: row.country,
              label: countryLabel(m, row.country),
              count: row.count,
              share: row.share,
            }))}
        />
        <CoverageTable
          caption={m.news.coverageBySourceType}
          rowHeader={m.common.source}
          m={m}
          locale={locale}
          rows={coverage.by_source_type
            .filter((row) => row.count > 0)
            .map((row) => ({
              key: row.type,
              label: sourceTypeLabel(m, row.type),
              count: row.count,
              share: row.share,
            }))}
        />
      </div>
    </section>
  );
}
