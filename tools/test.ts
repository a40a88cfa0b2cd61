// `npm test`: lint and format, types, the deploy's dry run, Worker tests in workerd, then the built site in Chromium.
import { run } from './lib/local-site.ts'

const steps: [string, string, string[]][] = [
  ['Lint, format and line length', 'npm', ['run', 'lint', '--silent']],
  ['Type check', 'npm', ['run', 'typecheck', '--silent']],
  // Everything `npm run deploy` does that needs no account, the type check just done left out (decision 058).
  ['Deploy dry run (npm run deploy -- --dry-run)', 'node', ['tools/deploy.ts', '--dry-run', '--skip-typecheck']],
  ['Worker tests (Vitest in workerd)', 'vitest', ['run']],
  // The stand-ins `npm run sim` runs on by default (decision 062), checked so they cannot drift unseen.
  ['Simulator harness tests (Vitest in Node)', 'vitest', ['run', '--config', 'test/sim/node/vitest.config.ts']],
  ['End-to-end tests (Playwright in Chromium)', 'playwright', ['test']],
]

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`)
  await run(command, args)
}
