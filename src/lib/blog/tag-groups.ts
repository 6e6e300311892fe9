// The tags index groups tags under an initial letter, as the classic theme does. Chinese
// labels are grouped by the first letter of their pinyin: ICU's Chinese collation orders
// Han characters by pinyin and sorts the markers U+FDD0 + A…Z at the start of each letter's
// range, so a character's letter is the last marker that sorts before it. Latin labels use
// their own first letter; anything else goes under '#', after Z.

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Letters that begin a pinyin syllable (none begins with I, U or V; their markers sort apart). */
const PINYIN_LETTERS = 'ABCDEFGHJKLMNOPQRSTWXYZ';
const collator = new Intl.Collator('zh-CN');

/** Initial letter of a label: A–Z, or '#'. */
export function labelInitial(label: string): string {
  const first = [...label.trim()][0] ?? '';
  if (/^[a-z]$/i.test(first)) return first.toUpperCase();
  if (!/\p{Script=Han}/u.test(first)) return '#';
  let initial = '#';
  for (const letter of PINYIN_LETTERS) {
    if (collator.compare(`\uFDD0${letter}`, first) <= 0) initial = letter;
  }
  return initial;
}

export interface InitialGroup<T> {
  initial: string;
  items: T[];
}

/** Items grouped by the initial of their label: groups A–Z then '#', items in collation order. */
export function groupByInitial<T>(items: readonly T[], label: (item: T) => string): InitialGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = labelInitial(label(item));
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  const rank = (key: string) => (key === '#' ? LETTERS.length : LETTERS.indexOf(key));
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([initial, list]) => ({ initial, items: list.sort((a, b) => collator.compare(label(a), label(b))) }));
}
