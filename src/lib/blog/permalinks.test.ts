import { describe, expect, it } from 'vitest';
import { postLocation } from './permalinks';

describe('postLocation', () => {
  it('turns a date-prefixed file into a date path', () => {
    const loc = postLocation('2017-12-14-introducing-docusaurus');
    expect(loc.slugPath).toBe('2017/12/14/introducing-docusaurus');
    expect(loc.date?.toISOString()).toBe('2017-12-14T00:00:00.000Z');
  });
  it('keeps the case of the file name', () => {
    expect(postLocation('2018-04-30-How-I-Converted-Profilo-To-Docusaurus').slugPath).toBe('2018/04/30/How-I-Converted-Profilo-To-Docusaurus');
  });
  it('uses the folder of an index file', () => {
    expect(postLocation('2019-05-30-welcome/index').slugPath).toBe('2019/05/30/welcome');
    expect(postLocation('2019-05-30-welcome/index').date?.getUTCDate()).toBe(30);
  });
  it('keeps folders of files without a date', () => {
    expect(postLocation('releases/3.6').slugPath).toBe('releases/3.6');
    expect(postLocation('releases/3.6').date).toBeUndefined();
  });
  it('lets a front matter slug replace the date path', () => {
    expect(postLocation('2023-09-29-preparing-your-site-for-docusaurus-v3', 'preparing-your-site-for-docusaurus-v3').slugPath).toBe(
      'preparing-your-site-for-docusaurus-v3',
    );
    expect(postLocation('2022-10-02-html-slug', '/html-slug.html').slugPath).toBe('html-slug.html');
    // As Docusaurus: a slug is under the blog's base, relative or not; the folder does not stay.
    expect(postLocation('nested/post', 'relative').slugPath).toBe('relative');
    expect(postLocation('nested/post', '/absolute').slugPath).toBe('absolute');
    expect(postLocation('v2-changelog', 'V2 Changelog').slugPath).toBe('V2 Changelog');
  });
  it('puts the last date of the path first, before the folders around it (Docusaurus parseBlogFileName)', () => {
    expect(postLocation('releases/2021-08-22-x').slugPath).toBe('2021/08/22/releases/x');
    expect(postLocation('2021/08/22/name')).toMatchObject({ slugPath: '2021/08/22/name', text: 'name' });
    expect(postLocation('2021-8-2-short')).toMatchObject({ slugPath: '2021/8/2/short', text: 'short' });
    expect(postLocation('2021-8-2-short').date?.toISOString().slice(0, 10)).toBe('2021-08-02');
    expect(postLocation('a/2021-01-01-b/2022-02-02-c').slugPath).toBe('2022/02/02/a/2021-01-01-b/c');
    expect(postLocation('2021-08-22')).toMatchObject({ slugPath: '2021/08/22', text: '' });
  });
  it('keeps the file date when the slug is overridden', () => {
    expect(postLocation('2022-08-24-unlisted', '/unlisted-post').date?.toISOString().slice(0, 10)).toBe('2022-08-24');
  });
  it('reports an impossible file-name date', () => {
    expect(postLocation('2021-02-30-oops').invalidDate).toBe('2021-02-30');
    expect(postLocation('2021-02-28-fine').invalidDate).toBeUndefined();
    expect(postLocation('no-date').invalidDate).toBeUndefined();
    expect(postLocation('2021-02-30-oops').date).toBeUndefined();
  });
});
