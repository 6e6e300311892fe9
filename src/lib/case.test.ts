import { describe, expect, it } from 'vitest';
import { capitalize, kebabCase } from './case';

// Expected values are what lodash 4.17 returns for the same input (Docusaurus 3.6.1 calls it).
describe('kebabCase', () => {
  it.each([
    ['JMarcey', 'j-marcey'],
    ['lex111', 'lex-111'],
    ['Josh-Cena', 'josh-cena'],
    ['slorber', 'slorber'],
    ['i18n', 'i-18-n'],
    ['paginated-tag', 'paginated-tag'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['Hello World!', 'hello-world'],
    ['openSource', 'open-source'],
    ['__x__', 'x'],
    ['v3.6.1', 'v-3-6-1'],
    ['1st place', '1st-place'],
  ])('%s → %s (ASCII: case changes, digits, punctuation)', (input, expected) => expect(kebabCase(input)).toBe(expected));
  it.each([
    ['café', 'cafe'],
    ['crème brûlée', 'creme-brulee'],
    ['Straße', 'strasse'],
    ['Ærø', 'aero'],
    ["don't stop", 'dont-stop'],
    ['it’s', 'its'],
  ])('%s → %s (Latin letters folded, apostrophes dropped)', (input, expected) => expect(kebabCase(input)).toBe(expected));
  it.each([
    ['快速开始', '快速开始'],
    ['发布 公告', '发布-公告'],
    ['文档 v2', '文档-v-2'],
    ['日本語Text', '日本語-text'],
    ['日Z', '日z'],
    ['2024年', '2024-年'],
    ['Ωmega', 'ωmega'],
  ])('%s → %s (letters without Latin case join the word beside them)', (input, expected) => expect(kebabCase(input)).toBe(expected));
});

describe('capitalize', () => {
  it('upper-cases the first letter and lower-cases the rest', () => {
    expect(capitalize('foo-bar')).toBe('Foo-bar');
    expect(capitalize('openSource')).toBe('Opensource');
    expect(capitalize('a')).toBe('A');
  });
});
