// Letter-case helpers with lodash's results, because Docusaurus derives URLs and labels with
// lodash: tag and author permalinks with `kebabCase`, a tags-file key's default label with
// `capitalize`. The docs and blog engines both use these, so one key gives one URL everywhere.

/** Letters lodash folds to ASCII besides those Unicode decomposes into a base letter and marks. */
const FOLD: Record<string, string> = { ß: 'ss', æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', œ: 'oe', Œ: 'Oe', þ: 'th', Þ: 'Th', ð: 'd', Ð: 'D', đ: 'd', Đ: 'D' };
Object.assign(FOLD, { ħ: 'h', Ħ: 'H', ı: 'i', ĳ: 'ij', Ĳ: 'IJ', ĸ: 'k', ŀ: 'l', Ŀ: 'L', ł: 'l', Ł: 'L', ŉ: "'n", ŋ: 'n', Ŋ: 'N', ŧ: 't', Ŧ: 'T', ſ: 's' });

/** Latin-1 and Latin Extended-A letters to ASCII (`Straße` → `Strasse`, `Émile` → `Emile`), combining marks dropped. */
function foldLatin(input: string): string {
  return input
    .replace(/[\u00c0-\u017f]/g, (c) => FOLD[c] ?? c.normalize('NFD').replace(/\p{M}/gu, ''))
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, '');
}

// lodash's word classes: only Latin-1 letters have a case; any other letter or sign that is
// not a separator (CJK, Greek, emoji…) is "other" and joins the word next to it (`日本Text`
// is one word, `Text 日本` two). Separators: ASCII and Latin-1 punctuation, ×, ÷, spaces and
// General Punctuation.
const SEP = '\\x00-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\xbf\\xd7\\xf7\\u2000-\\u206f\\u3000\\u1680\\u180e\\ufeff';
const LOWER = 'a-z\\xdf-\\xf6\\xf8-\\xff';
const UPPER = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const [L, U, O] = [`[${LOWER}]`, `[${UPPER}]`, `[^${SEP}0-9\\u2700-\\u27bf${LOWER}${UPPER}]`];
/** Words in lodash's order of preference: `Word`, an all-caps run (`XMLHttp` → `XML`), `ord`inals (`1st`), digit runs. */
const WORD = new RegExp(
  [
    `${U}?${L}+(?=[${SEP}]|${U}|$)`,
    `(?:${U}|${O})+(?=[${SEP}]|${U}(?:${L}|${O})|$)`,
    `${U}?(?:${L}|${O})+`,
    `${U}+`,
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d+',
  ].join('|'),
  'gu',
);

/**
 * lodash's `kebabCase`: Latin letters folded to ASCII, apostrophes dropped, words split at case
 * changes and between letters and digits. `JMarcey` → `j-marcey`, `lex111` → `lex-111`,
 * `i18n` → `i-18-n`, `Josh-Cena` → `josh-cena`, `don't` → `dont`, `快速 开始` → `快速-开始`.
 */
export function kebabCase(input: string): string {
  const words =
    foldLatin(input)
      .replace(/['\u2019]/g, '')
      .match(WORD) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}

/** lodash's `capitalize`, a tags-file key's default label: `foo-bar` → `Foo-bar`, `openSource` → `Opensource`. */
export function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}
