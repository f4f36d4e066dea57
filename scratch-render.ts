import { LEAF_PAGES } from './app/[lang]/leaf-pages';
import { currentContext, loadSiteData } from './lib/api/load';
import { LOCALES } from './lib/i18n/locales';
import { pageEnvFrom } from './lib/site/page-env';
const data = loadSiteData();
const ctx = currentContext();
for (const page of LEAF_PAGES) {
  const t1 = performance.now();
  let n = 0;
  for (let round = 0; round < 3; round++)
    for (const lang of LOCALES) {
      const env = pageEnvFrom(data, ctx, lang);
      for (const key of page.keys(data)) {
        page.render(env, key);
        n++;
      }
    }
  console.log(page.pattern, ((performance.now() - t1) / n).toFixed(3), 'ms/page');
}
