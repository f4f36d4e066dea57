import type { BuildContext } from '@/lib/core/context';
import { changesFeeds } from '@/lib/register/feed';
import type { RegisterState } from '@/lib/register/state';
import { stampGeneratedAt } from '@/lib/schemas/generated-at';
import { concretePath } from './family';
import { registerFamilies } from './families/register';

export function registerDocumentFiles(state: RegisterState, ctx: BuildContext): Array<{ path: string; content: string }> {
  const data = { register: state };
  const files: Array<{ path: string; content: string }> = [];
  for (const family of registerFamilies) {
    for (const [key, record] of family.entries(data)) {
      const document = stampGeneratedAt(family.build(data, ctx, record, key));
      family.schema.parse(document);
      files.push({ path: concretePath(family, key), content: JSON.stringify(document) });
    }
  }
  return [...files, ...changesFeeds(state, ctx)];
}
