// `npm run test:jest`: Jest in two passes, then one line with the totals of both.
//   1. the server and web projects (units, HTTP integration, web components) on every core: their files are
//      independent, each with its own app, data directory and ports;
//   2. the browser tests one file at a time: each drives a server and Chromium, and Lighthouse's performance score
//      depends on the CPU it is given, so nothing else runs beside them.
// Arguments are passed to both passes (`npm run test:jest -- test/integration/billing.spec.ts`); a pass with no
// matching file then counts as passed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const jest = join(import.meta.dirname, '../node_modules/jest/bin/jest.js');
const extra = process.argv.slice(2);
const passes = [
  { name: 'server and web', args: ['--selectProjects', 'server', 'web', `--maxWorkers=${availableParallelism()}`] },
  { name: 'browser', args: ['--selectProjects', 'e2e', '--runInBand'] },
];

// Scraped pages are read in a worker thread that runs the built server code (dist/): build it from the sources first,
// so the tests never read pages with an older engine than the one they test.
const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit', cwd: join(import.meta.dirname, '..') });
if (build.status !== 0) {
  console.error('run-jest: the server build failed');
  process.exit(build.status ?? 1);
}

const dir = mkdtempSync(join(tmpdir(), 'fhe-jest-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let status = 0;
try {
  for (const [index, pass] of passes.entries()) {
    const outputFile = join(dir, `pass-${index}.json`);
    console.log(`\n=== Jest, ${pass.name} ===\n`);
    const run = spawnSync(
      process.execPath,
      ['--experimental-vm-modules', jest, ...pass.args, '--json', `--outputFile=${outputFile}`, ...(extra.length > 0 ? ['--passWithNoTests', ...extra] : [])],
      // The per-pass summary line would not be the last line of the run: this script prints the totals instead.
      { stdio: 'inherit', env: { ...process.env, TEST_SUMMARY_LINE: 'off' } },
    );
    if (run.status !== 0) status = run.status ?? 1;
    let results;
    try {
      results = JSON.parse(readFileSync(outputFile, 'utf8'));
    } catch {
      console.error(`run-jest: the ${pass.name} pass ended (${run.signal ?? `exit ${run.status}`}) without writing its results.`);
      status ||= 1;
      continue;
    }
    totals.passed += results.numPassedTests;
    totals.failed += results.numFailedTests;
    totals.skipped += results.numPendingTests + results.numTodoTests;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// The one plain line any CI log reader understands, last in the output.
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(status);
