// Ends the run with one plain line, "Tests: N passed, N failed, N skipped", that any CI log reader understands.
// Printed at exit, after Jest's own summary, so it is the last line of the run.
export default class SummaryReporter {
  onRunComplete(_contexts, results) {
    // scripts/run-jest.mjs runs Jest twice and prints the totals of both itself.
    if (process.env.TEST_SUMMARY_LINE === 'off') return;
    const { numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, numTodoTests: todo } = results;
    process.once('exit', () => process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped + todo} skipped\n`));
  }
}
