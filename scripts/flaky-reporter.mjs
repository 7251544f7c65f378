// A Vitest reporter that appends each test that passed only when tried again (CI gives the API
// tests one more try) to the file named by FLAKY_REPORT, so `npm test` can name them at the end.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  onTestCaseResult(testCase) {
    const file = process.env.FLAKY_REPORT;
    const diagnostic = testCase.diagnostic();
    if (!file || !diagnostic?.flaky) return;
    const where = relative(process.cwd(), testCase.module.moduleId);
    appendFileSync(file, `${where} › ${testCase.fullName} (passed on try ${diagnostic.retryCount + 1})\n`);
  }
}
