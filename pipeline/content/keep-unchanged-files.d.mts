// Types for keep-unchanged-files.mjs (plain JavaScript: the content build runs under node without tsx).
import type { T } from '@contentlayer2/utils/effect';

export function keepingUnchangedFiles<R, E, A>(dir: string, effect: T.Effect<R, E, A>): T.Effect<R, E, A>;
