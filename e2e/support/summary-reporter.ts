// Prints the plain closing line CI reads: "N passed, N failed" (skipped appended).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private results = new Map<string, TestResult['status']>();
  onTestEnd(test: TestCase, result: TestResult) {
    this.results.set(test.id, result.status);
  }
  onEnd() {
    const all = [...this.results.values()];
    const passed = all.filter((s) => s === 'passed').length;
    const skipped = all.filter((s) => s === 'skipped').length;
    const failed = all.length - passed - skipped;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
