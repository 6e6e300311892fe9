// What the security specs share: the headers every response carries, and a watch on a page
// for Content-Security-Policy violations and requests to other hosts.
import type { Page } from '@playwright/test';

export const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
];

/** Collects CSP violations (DOM events and console reports) and requests to other hosts. */
export async function watch(page: Page, baseURL: string) {
  const violations: string[] = [];
  const foreign: string[] = [];
  const origin = new URL(baseURL).origin;
  // Init scripts are injected by the browser tooling, so the policy does not block this one.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __cspViolations?: string[] };
      (w.__cspViolations ??= []).push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|create)/i.test(m.text())) violations.push(`console: ${m.text()}`);
  });
  page.on('request', (r) => {
    const url = r.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  const domViolations = async () =>
    page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => [] as string[]);
  return { violations, foreign, domViolations };
}
