// Prints the plain closing line CI reads: "N passed, N failed" (skipped appended), and the
// spec files that took longest (summed test time), to show where the suite's minutes go.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private results = new Map<string, TestResult['status']>();
  private fileMs = new Map<string, number>();
  onTestEnd(test: TestCase, result: TestResult) {
    this.results.set(test.id, result.status);
    const file = `${test.parent.project()?.name ?? ''} ${test.location.file.replace(/^.*\/e2e\//, 'e2e/')}`;
    this.fileMs.set(file, (this.fileMs.get(file) ?? 0) + result.duration);
  }
  onEnd() {
    const slowest = [...this.fileMs].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`slowest spec files (summed test time): ${slowest.map(([file, ms]) => `${file.trim()} ${(ms / 1000).toFixed(0)}s`).join(', ')}`);
    const all = [...this.results.values()];
    const passed = all.filter((s) => s === 'passed').length;
    const skipped = all.filter((s) => s === 'skipped').length;
    const failed = all.length - passed - skipped;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
