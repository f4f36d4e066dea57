import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

/**
 * Lint for the whole tree (`npm run lint`, part of `npm test`): Next's recommended rules plus the
 * project's own boundaries. Formatting is Prettier's job (`npm run format:check`).
 */

// What code that runs in the browser (or in the plain-Node market refresh) must never import:
// Next, React's server renderer, Node built-ins and the Node-only half of the markets library.
const NODE_BUILTINS = ['fs', 'path', 'child_process', 'http', 'https', 'os', 'crypto', 'stream', 'url', 'util', 'zlib', 'net'];
function browserOnly(allowedLib, what, allowedNames) {
  return {
    paths: NODE_BUILTINS.map((name) => ({ name, message: 'Node built-ins stay in Node-only code (lib/node/, lib/*/node/).' })),
    patterns: [
      { group: ['node:*'], message: 'Node built-ins stay out of code that runs in the browser.' },
      { group: ['next', 'next/*'], message: 'Code that runs in the browser and in plain Node imports nothing from Next.' },
      { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'UI-free code: components live in components/ and app/.' },
      { group: ['server-only'], message: 'This code runs in the browser.' },
      { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'Keep zod out of the browser bundle.' },
      {
        group: ['**/node', '**/node/*', '@/lib/markets/node/*'],
        message: 'Browser code must not reach a Node-only half (lib/node/, lib/*/node/).',
      },
      {
        regex: '^(?:@/|(?:\\.\\./)+)(?:app|components|pipeline|scripts|fakes|tests|bench)(?:/|$)',
        message: `${what} imports lib/ only.`,
      },
      {
        regex: `^@/lib/(?!${allowedLib})`,
        allowTypeImports: true,
        message: `${what} may import only ${allowedNames} (and types from elsewhere).`,
      },
    ],
  };
}

const browserUnsafe = {
  paths: NODE_BUILTINS.map((name) => ({ name, message: 'Node built-ins stay in Node-only code (lib/node/, lib/*/node/).' })),
  patterns: [
    { group: ['node:*'], message: 'Node built-ins stay in Node-only code (lib/node/, lib/*/node/).' },
    { group: ['next', 'next/*'], message: 'lib/markets runs in the browser and in plain Node: no Next imports.' },
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*'],
      message: 'lib/markets is UI-free; components live in components/ and app/.',
    },
    { group: ['server-only'], message: 'lib/markets runs in the browser.' },
    {
      group: ['zod', 'zod/*'],
      allowTypeImports: true,
      message: 'Keep zod out of the browser bundle: validate in lib/markets/node/ or lib/schemas/.',
    },
    {
      group: ['**/node', '**/node/*', '@/lib/markets/node/*'],
      message: 'Browser code must not reach a Node-only half (lib/node/, lib/*/node/).',
    },
    {
      regex: '^@/lib/(?!markets/(?!node/)|urls$|core/context$|core/sort-ranks$|net/fetch$|schemas/market-terms$)',
      allowTypeImports: true,
      message: 'Browser-safe markets code may import only lib/markets, lib/urls, the capped read (lib/net/fetch) and types from elsewhere.',
    },
  ],
};

// The layers of lib/, from the ground up (docs/architecture.md): a module imports only from its own
// layer or those below it, never from the wings above them all (app/, components/, browser/,
// pipeline/, scripts/, fakes/).
const LIB_LAYERS = [
  ['core', 'config', 'urls', 'cli', 'net'],
  ['node'],
  ['i18n'],
  ['events'],
  ['schemas'],
  ['markdown'],
  ['content'],
  ['markets', 'register'],
  ['data'],
  ['api'],
  ['pages'],
  ['feeds'],
  ['http', 'search'],
  ['build', 'publish'],
  ['intake', 'translate'],
  ['notify', 'digest'],
];
const TOP = ['app', 'components', 'browser', 'pipeline', 'scripts', 'fakes'];

/** The lib/ modules above `module`. */
function upwardModules(module) {
  const rank = LIB_LAYERS.findIndex((layer) => layer.includes(module));
  if (rank < 0) throw new Error(`lib/${module} has no layer in eslint.config.mjs`);
  return LIB_LAYERS.slice(rank + 1).flat();
}

/** The import patterns that would run from `module` back up the layers. */
function upwardImports(module) {
  const targets = [...upwardModules(module).map((name) => `lib/${name}`), ...TOP].join('|');
  return [
    {
      regex: `^@/(?:${targets})(?:/|$)`,
      message: `It sits above lib/${module}, which imports only from its own layer or below (docs/architecture.md).`,
    },
  ];
}

// Inside lib/, a relative import stays in its own module folder; another module is named by
// `@/lib/…`, so the layer rule above sees it. Index = folder depth of the importing file below lib/<module>/.
const LEAVES_MODULE = [
  { regex: '^\\.\\./', message: 'Name another lib/ module with @/lib/…, not a relative path.' },
  { regex: '^(?:\\.\\./){2}', message: 'Name another lib/ module with @/lib/…, not a relative path.' },
  { regex: '^(?:\\.\\./){3}', message: 'Name another lib/ module with @/lib/…, not a relative path.' },
];

/**
 * The config blocks of one lib module, a block per folder depth, with `base` (paths and patterns
 * of a stricter rule) added: a later block's options replace an earlier one's, so every pattern a
 * file must obey is in the one block that matches it last.
 */
function layerBlocks(module, base = {}, ignores = undefined) {
  const isFile = ['config', 'urls'].includes(module);
  const depths = isFile ? [undefined] : LEAVES_MODULE.map((_, depth) => depth);
  // typescript-eslint lets a type-only import through when any pattern that allows type imports
  // matches it, so such a pattern must not match the modules above (or their types would pass).
  const above = upwardModules(module);
  const basePatterns = (base.patterns ?? []).map((pattern) =>
    pattern.allowTypeImports && pattern.regex?.startsWith('^@/lib/')
      ? { ...pattern, regex: pattern.regex.replace('^@/lib/', `^@/lib/(?!(?:${above.join('|')})(?:/|$))`) }
      : pattern,
  );
  return depths.map((depth) => ({
    files: isFile ? [`lib/${module}.ts`] : [`lib/${module}/${'*/'.repeat(depth)}*.{ts,tsx,mjs}`],
    ...(ignores ? { ignores } : {}),
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: base.paths ?? [],
          patterns: [...basePatterns, ...upwardImports(module), ...(isFile ? [] : [LEAVES_MODULE[depth]])],
        },
      ],
    },
  }));
}

// The wings around lib/ (docs/architecture.md): what each may import besides lib/ and packages. The build
// as a library (pipeline/) is imported only by its entry points (scripts/), tests/ and bench/;
// the loopback fakes of outside services (fakes/) by those and pipeline/'s demo; tests/ by nothing.
const wing = (names, why) => ({
  regex: `^(?:@/|(?:\\.\\./)+)(?:${names.join('|')})(?:/|$)`,
  message: why,
});
// contentlayer2's packages behind one adapter (pipeline/content/contentlayer.mjs, which pins the version).
const CONTENTLAYER = {
  group: ['@contentlayer2/*'],
  message: 'contentlayer2 is reached through pipeline/content/contentlayer.mjs only (the pinned version is named there).',
};
const WINGS = [
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'proxy.ts'],
    patterns: [
      wing(
        ['pipeline', 'scripts', 'fakes', 'tests', 'bench'],
        'The site imports neither the build (pipeline/), its commands, the fakes, tests nor bench.',
      ),
    ],
  },
  {
    files: ['pipeline/**/*.{ts,mjs}'],
    ignores: ['pipeline/content/contentlayer.mjs'],
    patterns: [
      CONTENTLAYER,
      wing(
        ['app', 'scripts', 'tests', 'bench'],
        'pipeline/ is the build as a library: its commands (scripts/), tests and bench import it, not the other way.',
      ),
    ],
  },
  {
    files: ['scripts/**/*.{ts,mjs}'],
    patterns: [CONTENTLAYER, wing(['app', 'tests', 'bench'], 'A command imports the library (pipeline/, lib/), never tests or bench.')],
  },
  {
    files: ['fakes/**/*.{ts,mjs}'],
    patterns: [
      wing(['app', 'components', 'browser', 'pipeline', 'scripts', 'tests', 'bench'], 'A fake of an outside service imports lib/ only.'),
    ],
  },
  {
    files: ['bench/**/*.{ts,mjs}'],
    patterns: [
      CONTENTLAYER,
      wing(['app', 'scripts', 'tests'], 'bench/ imports the library (pipeline/, lib/) and the fakes, never tests/ or scripts/.'),
    ],
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    patterns: [wing(['scripts'], 'Tests import the library (pipeline/); a command is run, not imported.')],
  },
];

// Every script shipped to a browser that is not a React component (browser/): no Node, no Next,
// no build; the lib/ modules that run in a browser only (types from anywhere).
const browserWing = {
  paths: NODE_BUILTINS.map((name) => ({ name, message: 'Code shipped to a browser has no Node built-ins.' })),
  patterns: [
    { group: ['node:*'], message: 'Code shipped to a browser has no Node built-ins.' },
    { group: ['next', 'next/*', 'server-only'], message: 'Scripts shipped to a browser import nothing from Next.' },
    { group: ['zod', 'zod/*'], allowTypeImports: true, message: 'Keep zod out of the browser bundle.' },
    { group: ['**/node', '**/node/*'], message: 'Browser code must not reach a Node-only half (lib/*/node/).' },
    wing(
      ['app', 'pipeline', 'scripts', 'fakes', 'tests', 'bench'],
      'Browser code imports lib/ (and, for the markets runtime, its React printers) only.',
    ),
    {
      regex: '^@/lib/(?!core/|urls$|i18n/|events/|markets/|pages/)',
      allowTypeImports: true,
      message: 'Browser code may import only lib/core, urls, i18n, events, markets and pages (and types from elsewhere).',
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    'node_modules/**',
    '.next/**',
    'out/**',
    '.build-cache/**',
    '.contentlayer/**',
    '.markets/**',
    '.site/**',
    'test-results/**',
    'playwright-report/**',
    'bench/.corpus/**',
    'bench/.out/**',
    'next-env.d.ts',
    'public/pagefind/**',
    // The bundled browser scripts (scripts/build-assets.ts); their sources are linted.
    'public/assets/js/**',
  ]),
  {
    rules: {
      // Unused bindings named with a leading underscore are deliberate (destructuring a field away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Links to plain-HTML pages (stories, events …) are plain <a> on purpose: those pages have no
      // RSC payload, so a client-side navigation to them must never be attempted.
      '@next/next/no-html-link-for-pages': 'off',
      // Coin icons and logos are small static SVGs; next/image adds nothing to them in a static export.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    // Every package the code imports is declared in package.json. Type-only imports count too: a
    // type package that arrives only through another package can vanish with its next release.
    files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
    rules: { 'import/no-extraneous-dependencies': ['error', { includeTypes: true }] },
  },
  // The layers of lib/ (upwardImports above).
  ...LIB_LAYERS.flat().flatMap((module) => layerBlocks(module)),
  // The browser half of the markets library (also run by the plain-Node refresh command).
  ...layerBlocks('markets', browserUnsafe, ['lib/markets/node/**']),
  // The wings around lib/ (WINGS above).
  ...WINGS.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
  })),
  { files: ['browser/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-restricted-imports': ['error', browserWing] } },
  // The inline scripts and the price card's (esbuild, classic scripts): no framework either.
  {
    files: ['browser/inline/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        browserOnly(
          'i18n/locales$|i18n/resolve$|i18n/relative-time$|pages/geo-redirect-config$|pages/not-found-config$|pages/fresh-config$|pages/reader-currency$',
          'An inline browser script',
          "lib/i18n/locales, lib/i18n/resolve, lib/i18n/relative-time, the reader's currency rule (lib/pages/reader-currency) and the pages' data blocks (lib/pages/*-config)",
        ),
      ],
    },
  },
  {
    files: ['browser/embed/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        browserOnly('pages/format$|pages/embed-card$', "The price card's script", 'lib/pages/format and lib/pages/embed-card'),
      ],
    },
  },
  {
    // lib/config.ts is the one reader of the settings (one zod schema, read on each call), and
    // lib/node/faults.ts of the one test variable, DESK_FAULT, kept out of the settings. The
    // build's plain-Node orchestrators (pipeline/build/*.mjs) run before any TypeScript loader, so they cannot import it.
    files: ['lib/**/*.{ts,tsx,mjs}', 'pipeline/**/*.{ts,tsx,mjs}', 'components/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'proxy.ts'],
    ignores: ['lib/config.ts', 'lib/node/faults.ts', 'pipeline/build/*.mjs'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read the environment through lib/config.ts (readEnv, childEnv, getConfig).' },
      ],
    },
  },
  {
    // Leaf pages are whole HTML documents printed by React's server renderer, not Next pages.
    files: ['components/site/head-tags.tsx', 'components/site/leaf-page.tsx'],
    rules: { '@next/next/no-head-element': 'off' },
  },
  {
    // Test fixtures build deliberately malformed data.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
]);
