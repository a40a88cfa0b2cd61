// Lint: TypeScript's recommended rules and React's hook rules. Formatting is Prettier's job (.prettierrc.json).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { featureEntries } from './tools/lint/feature-entries.js'

export default tseslint.config(
  { ignores: ['**/dist/', '.wrangler/', 'test-results/', 'playwright-report/', 'worker-configuration.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The Stripe.js stand-in is a plain browser script served by the emulator.
    files: ['tools/stripe-js-stand-in/**/*.js'],
    languageOptions: {
      globals: Object.fromEntries(
        ['window', 'document', 'fetch', 'URL', 'URLSearchParams', 'setTimeout'].map((name) => [name, 'readonly']),
      ),
    },
  },
  {
    // A worker feature reaches another only through its entry (`features/<f>/<f>.ts`); cycles between features are
    // tools/check-feature-graph.ts's job.
    files: ['src/worker/features/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'feature-entries': featureEntries } } },
    rules: { 'local/feature-entries': 'error' },
  },
  {
    // Each Playwright worker drives a site of its own: Playwright's own `test` would know no site at all.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from e2e/support/test.ts: its baseURL is this worker's own site.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // One plural rule for every count a person reads (issue 24: '1 free strategy calls booked'), and one home
    // for the business clock's zone (decision 013's note).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/rules/business-clock.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ConditionalExpression[test.type='BinaryExpression'][test.operator=/^[!=]==?$/][test.right.value=1]" +
            "[consequent.type='Literal'][alternate.type='Literal']",
          message: "Write a count's noun with countOf() or plural() from src/shared/rules/plural.ts.",
        },
        {
          selector: "Literal[value='America/Los_Angeles']",
          message: 'Import BUSINESS_TIME_ZONE from src/shared/rules/business-clock.ts.',
        },
      ],
    },
  },
)
