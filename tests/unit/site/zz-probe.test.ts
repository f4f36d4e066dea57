import { test } from 'vitest';
import { loadSiteData, currentContext } from '@/lib/api/load';
import { buildNewsItem } from '@/lib/api/news-item';
test('probe', () => {
const d = loadSiteData();
console.log(d.content.news.length, d.content.events.length, d.content.newsletters.length, d.topics.map(t=>t.id+':'+t.slug).join(', '));
const own = d.newsNewestFirst.find(n=>n.own_story);
console.log(JSON.stringify(buildNewsItem(d, currentContext(), own ?? d.newsNewestFirst[0]!), null, 1).slice(0, 2500));
console.log(JSON.stringify(d.content.newsletters.map(n=>[n.id, Object.keys(n.translations), n.html.slice(0,300)])));
console.log(JSON.stringify(d.markets).slice(0,800));
});
