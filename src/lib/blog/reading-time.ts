// Reading time that is right for Chinese. Docusaurus uses the `reading-time` package, which
// counts each CJK character as a word at 200 words a minute: 200 characters a minute, well
// under how fast Chinese is read, so its estimates for our posts run long (9 min against our
// 6 for the 3.6 release post). We count the two kinds of text separately:
//
//   CJK characters (Han, kana, Hangul)  ÷ CJK_CHARS_PER_MINUTE   (350)
//   other words (Latin letters, digits) ÷ LATIN_WORDS_PER_MINUTE (200)
//
// 350 characters a minute is the middle of the 300–400 commonly measured for careful
// reading of Chinese technical text (general prose reads faster, 400–500); 200 words a
// minute is the reading-time default Docusaurus uses for English. Code blocks count as
// words (you read them), link targets, image references, HTML tags, comments and MDX
// import/export lines do not. The result is rounded up to whole minutes, at least 1.

export const CJK_CHARS_PER_MINUTE = 350;
export const LATIN_WORDS_PER_MINUTE = 200;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
// A word: letters or digits that are not CJK, joined by ' . _ - (so `3.6.1`, `don't`, `docusaurus.config.js` are one word).
const WORD =
  /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+(?:['’._-](?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+)*/gu;

/** The text a reader reads: Markdown without link targets, images, tags, comments and MDX imports. */
export function readableText(markdown: string): string {
  return markdown
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/^(?:import|export)\s[^\n]*$/gm, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

export function countText(markdown: string): { cjk: number; words: number } {
  const text = readableText(markdown);
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.match(WORD)?.length ?? 0;
  return { cjk, words };
}

/** Minutes as a fraction (before rounding). */
export function readingMinutes(markdown: string): number {
  const { cjk, words } = countText(markdown);
  return cjk / CJK_CHARS_PER_MINUTE + words / LATIN_WORDS_PER_MINUTE;
}

/** Whole minutes shown to the reader: rounded up, at least 1. */
export function readingTime(markdown: string): number {
  return Math.max(1, Math.ceil(readingMinutes(markdown)));
}
