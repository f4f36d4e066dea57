// contentlayer2 in watch mode, for `npm run dev` (scripts/content-dev.mjs): the pipeline of
// `contentlayer2 dev` (its DevCommand), run without the Effect-TS execution tracing the CLI
// switches on, which makes every step cost more the more files there are (see build.mjs).
// `npm run dev` runs the content build first, so this starts from a warm cache and only re-reads
// files that change. Its per-file step is contentlayer2's own: a misspelt key inside an object
// edited while it runs is dropped, not named (build.mjs names it; extra-keys.mjs).
import { core, E, errorToString, pipe, S, T } from './contentlayer.mjs';

/** Watches content/ and the config, regenerating .contentlayer/ on each change; runs until stopped. */
export function watchContent() {
  return pipe(
    core.getConfigWatch({ configPath: undefined, esbuildOptions: {} }),
    S.tapSkipFirstRight(() => T.log('Contentlayer config change detected. Updating type definitions and data...')),
    S.chainSwitchMapEitherRight((config) => core.generateDotpkgStream({ config, verbose: false, isDev: true })),
    S.tap(E.fold((error) => T.log(errorToString(error)), core.logGenerateInfo)),
    S.runDrain,
    core.runMain({ tracingServiceName: 'content-dev', verbose: false }),
  );
}
