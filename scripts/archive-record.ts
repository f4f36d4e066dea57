// Appends every current story that is not yet in content/archive/articles.yaml to that ledger.
// Rows already there are never changed or removed: the archive is append-only.
//   npm run archive:record
import { buildInstant } from '@/lib/core/clock';
import { readFileSync, writeFileSync } from 'node:fs';
import { Scalar, isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { ledgerRowFor, unrecordedStories } from '@/lib/api/archive';
import { prepareSiteData } from '@/lib/data/site-data';
import { getConfig } from '@/lib/config';
import { prepareContent } from '@/lib/content/node/prepare';
import { loadMarketsSnapshot } from '@/lib/markets/node/snapshot';

const LEDGER = 'content/archive/articles.yaml';

const data = prepareSiteData(prepareContent(), loadMarketsSnapshot('/nonexistent', buildInstant()));
const missing = unrecordedStories(data);
if (missing.length === 0) {
  console.log(`${LEDGER}: every current story is recorded.`);
} else {
  const document = parseDocument(readFileSync(LEDGER, 'utf8'));
  const articles = isMap(document.contents) ? document.contents.get('articles', true) : undefined;
  if (!isSeq(articles)) throw new Error(`${LEDGER}: expected an "articles:" list`);
  for (const story of missing.reverse()) {
    const node = document.createNode(ledgerRowFor(getConfig(), story));
    // Date-times are written quoted, like everywhere else in content/.
    for (const field of ['published', 'first_seen']) {
      const value = node.get(field, true);
      if (isScalar(value)) value.type = Scalar.QUOTE_DOUBLE;
    }
    articles.add(node);
  }
  writeFileSync(LEDGER, document.toString({ lineWidth: 0 }));
  console.log(`${LEDGER}: recorded ${missing.length} new stor${missing.length === 1 ? 'y' : 'ies'}.`);
}
