// Lint for the whole workspace: typescript-eslint, react-hooks, and the import fence of docs/architecture.md §2 —
// a remote imports only @mekong/contracts and @mekong/ui of the workspace, and nobody imports a remote.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const workspacePackagesOtherThanShared = [
  '@mekong/shell',
  '@mekong/api',
  '@mekong/game-provider',
  '@mekong/deploy',
  '@mekong/mf-*',
  '@mekong/e2e',
];
const relativeEscapes = ['../../*', '../../../*'].flatMap((p) => [`${p}shell/*`, `${p}api/*`]);
const shellFence = {
  group: ['@mekong/mf-*', '@mekong/api', '**/mf-*/src/*', '**/api/src/*'],
  message: 'The shell loads remotes at run time and talks to the API over HTTP.',
};
const classicZod = {
  name: 'zod',
  message: "Browser code uses 'zod/mini': classic zod's methods sit on prototypes and ship whole (docs/architecture.md §3).",
};
/** The shell's folders from the floor up: each imports only those before it (app/ composes the features). */
const shellFloors = [
  'icons',
  'features/navigation',
  'features/session',
  'features/i18n',
  'features/site-content',
  'features/remotes',
  'features/popups',
  'features/chat',
  'features/contracts',
  'features/line-detection',
  'features/system-status',
  'features/member-centre',
  'features/account',
  'features/auth',
  'features/layout',
  'features/live',
  'features/routing',
  'app',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'data/**',
      'e2e/.site/**',
      'e2e/.site-*/**',
      'e2e/.data/**',
      'e2e/.data-*/**',
      '**/test-results/**',
      '**/test-results-*/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    // The in-house game page's browser module, served as it is (no build step).
    files: ['game-provider/src/page/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'module' },
  },
  {
    // The fence: remotes and the design system see only the shared packages.
    files: ['mf-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: workspacePackagesOtherThanShared,
              message: 'A remote imports only @mekong/contracts and @mekong/ui of the workspace (docs/architecture.md §2).',
            },
            {
              group: ['../../mf-*', '../../../mf-*', ...relativeEscapes, '**/shared-contracts/src/*', '**/shared-ui/src/*'],
              message: 'Import shared code through its package name, never by path.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers: routes → modules → db, nothing back. The domain (modules/) knows nothing of HTTP: its
    // failures, its live-event port and its logger are its own types (modules/failure.ts, live-events.ts, logger.ts).
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/plugins/**', '**/routes/**', '**/ops/**', 'fastify', 'fastify-plugin', '@fastify/*'],
              message: 'The domain (api/src/modules) never imports the HTTP layer or Fastify: routes → modules → db.',
            },
            {
              group: ['@mekong/game-provider', '@mekong/game-provider/*', '**/game-provider/src/**'],
              message:
                'The domain knows a game provider only as the GameProvider interface of @mekong/contracts/server; only api/src/plugins/app/game-provider.ts picks the in-house one.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storage floor sees only the tables' types the modules declare; never the layers above it.
    files: ['api/src/db/**/*.ts'],
    ignores: ['api/src/db/seed/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/plugins/**', '**/routes/**', '**/ops/**'], message: 'db/ is the bottom floor: routes → modules → db.' }],
        },
      ],
    },
  },
  {
    // The game provider is an outside party to the site (docs/architecture.md §4): it reaches money only through the
    // seamless-wallet protocol of the contracts' server entry, and never imports the API, whose process may host it.
    files: ['game-provider/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...workspacePackagesOtherThanShared.filter((name) => name !== '@mekong/game-provider'),
                '@mekong/api/*',
                '**/api/src/**',
                '**/api/bench/**',
              ],
              message: 'The game provider imports only @mekong/contracts of the workspace; it reaches the API over the seamless protocol.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browsers load the contracts: only its server entry (src/server) may use Node's modules. (A rule of its own, beside
    // the fence's no-restricted-imports above.)
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/server/**', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            { group: ['node:*'], message: 'Browsers load @mekong/contracts: Node modules only in its server entry (src/server).' },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [shellFence] }] },
  },
  {
    // Browsers never load the contracts' server entry (Node only: the seamless secret's signatures, the provider's
    // client). A rule of its own, beside the fences' no-restricted-imports, which it must not replace.
    files: ['shell/**/*.{ts,tsx,js,mjs,cjs}', 'mf-*/**/*.{ts,tsx,js,mjs,cjs}', 'shared-ui/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              group: ['@mekong/contracts/server', '@mekong/contracts/server/*', '**/shared-contracts/src/server/**'],
              message: "The front end never imports @mekong/contracts/server: it is the servers' part (Node only).",
            },
          ],
        },
      ],
    },
  },
  ...shellFloors.map((folder, floor) => {
    // The shell's floors (docs/architecture.md §3, The shell's folders): a folder of shell/src imports only the folders
    // below it, lazily (import()) or not, and never the test support, so no two folders import each other.
    const above = shellFloors.slice(floor + 1).map((upper) => upper.split('/').at(-1));
    const message = `shell/src/${folder} imports only the shell folders below it (${shellFloors.slice(0, floor).join(', ') || 'none'}): docs/architecture.md §3.`;
    return {
      files: [`shell/src/${folder}/**/*.{ts,tsx}`],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          // A package's entry (`@mekong/contracts/socket`) is no shell folder, whatever its last name.
          { patterns: [shellFence, { group: [...[...above, 'test-support'].map((name) => `**/${name}/**`), '!@mekong/**'], message }] },
        ],
        'no-restricted-syntax': [
          'error',
          { selector: `ImportExpression[source.value=/(^|\\x2F)(${[...above, 'test-support'].join('|')})\\x2F/]`, message },
        ],
      },
    };
  }),
);
