import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeFileAtomic } from '@/lib/node/atomic';
import { indexContent } from '../content-index';
import { keyOf } from '../links';
import { eventScaffold, idFromLink, ownerOfLink, scaffoldLink, storyScaffold } from '../scaffold';
import { readCatalogue, readRawFiles, readState } from './content-files';

/** The shared body of `npm run new:story -- --url <link> [--id <id>]` and `npm run new:event`. */
export function scaffoldCommand(kind: 'story' | 'event', argv: readonly string[], now: Date, contentDir: string): number {
  const name = `new:${kind}`;
  let values: { url?: string; id?: string };
  try {
    ({ values } = parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: { url: { type: 'string' }, id: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const parsed = scaffoldLink(values.url);
  if ('error' in parsed) {
    console.error(`${name}: ${parsed.error}`);
    return 2;
  }
  const { link } = parsed;
  const catalogue = readCatalogue(contentDir);
  const index = indexContent(readRawFiles(contentDir, 'news'), readRawFiles(contentDir, 'events'), () => undefined);
  const key = keyOf(link)!;
  const known = index.links.get(key) ?? readState(contentDir).proposed[key]?.file;
  if (known) {
    console.error(`${name}: ${link} is already in content/${known} (or was proposed there by the intake)`);
    return 1;
  }
  const folder = kind === 'story' ? 'news' : 'events';
  const taken = kind === 'story' ? index.ids.news : index.ids.events;
  let text: string;
  let id: string;
  if (kind === 'story') {
    const outlet = ownerOfLink(link, catalogue.outlets);
    if (!outlet) {
      console.error(`${name}: no outlet in sources/outlets.yaml has the host of ${link}; add the outlet there first`);
      return 1;
    }
    id = values.id ?? idFromLink(link, { prefix: outlet.country.toLowerCase() }, taken, 'story');
    text = storyScaffold({ link, outlet, now });
  } else {
    const source = ownerOfLink(link, catalogue.eventSources);
    if (!source) {
      console.error(`${name}: no event source in sources/event-sources.yaml has the host of ${link}; add it there first`);
      return 1;
    }
    id = values.id ?? idFromLink(link, { suffix: now.toISOString().slice(0, 7) }, taken, 'event');
    text = eventScaffold({ link, source, now });
  }
  const file = path.join(contentDir, folder, `${id}.yaml`);
  if (existsSync(file)) {
    console.error(`${name}: ${file} exists already; choose another --id`);
    return 1;
  }
  writeFileAtomic(file, text);
  console.log(`${name}: wrote ${file}; fill every "TO FILL", then set status: published`);
  return 0;
}
