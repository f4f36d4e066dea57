// contentlayer2's watch mode for `npm run dev`, without the CLI's execution tracing (build.mjs).
// Its per-file step is contentlayer2's own: a misspelt nested key is dropped, not named (build.mjs names it).
import { core, E, errorToString, pipe, S, T } from './contentlayer.mjs';

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
