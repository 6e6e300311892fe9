import { describe, expect, it } from 'vitest';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { daysInMonth, keepWrittenDates, parseCalendarDate } from './dates';

const iso = (text: string) => {
  const r = parseCalendarDate(text);
  return 'date' in r ? r.date.toISOString() : r.problem;
};

describe('parseCalendarDate', () => {
  it('reads dates and date-times; no zone means UTC', () => {
    expect(iso('2024-11-04')).toBe('2024-11-04T00:00:00.000Z');
    expect(iso(' 2024-02-29 ')).toBe('2024-02-29T00:00:00.000Z');
    expect(iso('2024-11-04T10:30:00Z')).toBe('2024-11-04T10:30:00.000Z');
    expect(iso('2024-11-04T10:30')).toBe('2024-11-04T10:30:00.000Z');
    expect(iso('2024-11-04 10:30:15.5')).toBe('2024-11-04T10:30:15.500Z');
    expect(iso('2024-11-04T10:30:00+08:00')).toBe('2024-11-04T02:30:00.000Z');
    expect(iso('2024-11-04T10:30:00-0530')).toBe('2024-11-04T16:00:00.000Z');
    expect(iso('2024-11-04 10:30:00 +08')).toBe('2024-11-04T02:30:00.000Z');
  });

  it('rejects days and months that do not exist, naming the problem', () => {
    expect(iso('2017-13-45')).toBe('"2017-13-45" is not a calendar date (month 13 does not exist)');
    expect(iso('2017-00-10')).toMatch(/month 00 does not exist/);
    expect(iso('2023-02-29')).toBe('"2023-02-29" is not a calendar date (2023-02 has 28 days)');
    expect(iso('2024-02-30')).toMatch(/2024-02 has 29 days/);
    expect(iso('2024-04-31')).toMatch(/2024-04 has 30 days/);
    expect(iso('2024-01-00')).toMatch(/not a calendar date/);
    expect(iso('1900-02-29')).toMatch(/1900-02 has 28 days/);
    expect(iso('2000-02-29')).toBe('2000-02-29T00:00:00.000Z');
  });

  it('rejects impossible times and other forms', () => {
    expect(iso('2024-11-04T24:00')).toMatch(/not a time of day/);
    expect(iso('2024-11-04T10:60')).toMatch(/not a time of day/);
    expect(iso('2024-11-04T10:00+25:00')).toMatch(/impossible time zone offset/);
    for (const text of ['yesterday', '2024/11/04', '04-11-2024', '2024-1-4', '2024-11-04T', '']) expect(iso(text)).toMatch(/is not a date$/);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2024, m))).toEqual([31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });
});

describe('keepWrittenDates', () => {
  const source = 'title: x\ndate: 2017-13-45\nlast_update:\n  date: 2024-02-30\n  author: a\ntags: [a, b]\nlist:\n  - when: 2024-01-01\n';
  it('puts the written text back where YAML made a Date (rolling the day over)', () => {
    const data = matter(`---\n${source}---\n`).data;
    expect(data.date).toBeInstanceOf(Date); // what the loader's YAML parser hands over
    expect((data.date as Date).toISOString()).toBe('2018-02-14T00:00:00.000Z');
    const kept = keepWrittenDates(data, parseYaml(source, { schema: 'core' }));
    expect(kept).toEqual({
      title: 'x',
      date: '2017-13-45',
      last_update: { date: '2024-02-30', author: 'a' },
      tags: ['a', 'b'],
      list: [{ when: '2024-01-01' }],
    });
  });
  it('leaves data alone when the written document does not match', () => {
    const data = { date: new Date(0), n: 1 };
    expect(keepWrittenDates(data, undefined)).toBe(data);
    expect(keepWrittenDates(data, { date: 5 })).toBe(data);
    expect(keepWrittenDates(data, [])).toBe(data);
  });
});
