// contentlayer2 in watch mode, for `npm run dev`: the pipeline of `contentlayer2 dev` (its
// DevCommand), run without the Effect-TS execution tracing the CLI switches on, which makes every
// step cost more the more files there are (see scripts/content-build.mjs). `npm run dev` runs
// scripts/content-build.mjs first, so this starts from a warm cache and only re-reads files that
// change.
import * as core from '@contentlayer2/core';
import { errorToString } from '@contentlayer2/utils';
import { E, pipe, S, T } from '@contentlayer2/utils/effect';

await pipe(
  core.getConfigWatch({ configPath: undefined, esbuildOptions: {} }),
  S.tapSkipFirstRight(() => T.log('Contentlayer config change detected. Updating type definitions and data...')),
  S.chainSwitchMapEitherRight((config) => core.generateDotpkgStream({ config, verbose: false, isDev: true })),
  S.tap(E.fold((error) => T.log(errorToString(error)), core.logGenerateInfo)),
  S.runDrain,
  core.runMain({ tracingServiceName: 'content-dev', verbose: false }),
);
