// Dates written by hand (front matter, data files). `new Date()` and YAML both roll an
// impossible day over (2017-13-45 becomes 2018-02-14), so a typo would ship a wrong date;
// here every part is checked against the calendar before a Date is made.

/** The forms a writer may use, quoted in every date error. */
export const DATE_FORMS = 'YYYY-MM-DD such as 2024-11-04, or an ISO date-time such as 2024-11-04T10:30:00Z or 2024-11-04 10:30+08:00 (no zone = UTC)';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export type DateParse = { date: Date } | { problem: string };

/**
 * Parses a calendar date or date-time; a date-time without a zone is UTC (as YAML reads an
 * unquoted timestamp), so a quoted and an unquoted date mean the same instant.
 */
export function parseCalendarDate(text: string): DateParse {
  const value = text.trim();
  const m = DATE_TIME.exec(value);
  if (!m) return { problem: `"${value}" is not a date` };
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return { problem: `"${value}" is not a calendar date (month ${m[2]} does not exist)` };
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return { problem: `"${value}" is not a calendar date (${year}-${m[2]} has ${days} days)` };
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return { problem: `"${value}" is not a time of day (hours 00–23, minutes and seconds 00–59)` };
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  let offset = 0;
  const zone = m[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const [zh, zm] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || 0)];
    if (zh > 23 || zm > 59) return { problem: `"${value}" has an impossible time zone offset ${zone}` };
    offset = (zone.startsWith('-') ? -1 : 1) * (zh * 60 + zm);
  }
  return { date: new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset * 60_000) };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/**
 * Puts back the text the writer wrote wherever the YAML parser already made a Date, so the
 * schema can check it against the calendar. `written` is the same document parsed without
 * timestamps (YAML 1.2 core schema: dates stay strings); values are replaced only where both
 * parses agree on the path and the written value is a string.
 */
export function keepWrittenDates<T>(data: T, written: unknown): T {
  if (data instanceof Date) return (typeof written === 'string' ? written : data) as T;
  if (Array.isArray(data)) {
    if (!Array.isArray(written)) return data;
    return data.map((item, i) => keepWrittenDates(item, written[i])) as T;
  }
  if (isPlainObject(data)) {
    if (!isPlainObject(written)) return data;
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      out[key] = keepWrittenDates(value, written[key]);
      if (out[key] !== value) changed = true;
    }
    return (changed ? out : data) as T;
  }
  return data;
}
