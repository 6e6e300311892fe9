// What the specs that type into the search modal share.
import type { Page } from '@playwright/test';

// The first results of a page wait for the search engine and its index to load and run:
// seconds on a busy 2-core runner, well past the default 7 s.
export const FIRST_RESULTS_MS = 20_000;

/** The modal's search box: the first-touch shell's input, then DocSearch's combobox. */
export const searchBox = (page: Page) => page.getByRole('combobox').or(page.getByPlaceholder('搜索文档')).first();
