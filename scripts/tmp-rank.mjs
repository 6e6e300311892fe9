// temporary: top results of the search page for queries
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [origin, file] = process.argv.slice(2);
const queries = JSON.parse(readFileSync(file, 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
let top1 = 0, top3 = 0;
for (const { query, expect: route } of queries) {
  await page.goto(`${origin}/search?q=${encodeURIComponent(query)}`);
  await page.getByText(/^(找到 \d+ 份文件|未找到任何结果)$/).waitFor({ timeout: 30000 });
  const hrefs = (await page.getByRole('article').getByRole('heading').getByRole('link').evaluateAll((ls) => ls.slice(0, 5).map((a) => a.getAttribute('href')))).map((h) => decodeURI(h ?? ''));
  const rank = hrefs.indexOf(route) + 1;
  if (rank === 1) top1++;
  if (rank >= 1 && rank <= 3) top3++;
  console.log(`${rank || '-'}\t${query} → ${route}\t| ${hrefs.join('  ')}`);
}
console.log(`top1 ${top1}/${queries.length}, top3 ${top3}/${queries.length}`);
await browser.close();
