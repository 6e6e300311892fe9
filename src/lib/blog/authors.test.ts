import { describe, expect, it } from 'vitest';
import { ContentError } from '../../config/errors';
import { buildAuthorsMap, normalizeSocials, resolveAuthors, postAuthors } from './authors';
import { authorSchema, postFrontMatter } from './schema';

const file = 'content-blog/authors.yml';
const data = (o: Record<string, unknown>) => authorSchema.parse(o);
const map = buildAuthorsMap(
  file,
  [
    ['JMarcey', data({ name: 'Joel Marcey', page: true, socials: { github: 'JoelMarcey', x: 'JoelMarcey' } })],
    ['slorber', data({ name: 'Sébastien Lorber', page: true, image_url: '/img/authors/slorber.svg' })],
    ['lex111', data({ name: 'Alexey Pyltsyn', page: true })],
    ['Josh-Cena', data({ name: 'Joshua Chen', page: true })],
    ['endiliey', data({ name: 'Endilie Yacop Sucipto' })],
    ['ozaki', data({ name: 'ozaki', page: { permalink: '/custom/ozaki' } })],
  ],
  '/blog',
);

describe('author routes', () => {
  it('puts author pages at the kebab-cased key', () => {
    expect(map.authors.get('JMarcey')!.permalink).toBe('/blog/authors/j-marcey');
    expect(map.authors.get('slorber')!.permalink).toBe('/blog/authors/slorber');
    expect(map.authors.get('lex111')!.permalink).toBe('/blog/authors/lex-111');
    expect(map.authors.get('Josh-Cena')!.permalink).toBe('/blog/authors/josh-cena');
  });
  it('gives no page to authors without `page`, and honours a custom permalink', () => {
    expect(map.authors.get('endiliey')!.permalink).toBeUndefined();
    expect(map.authors.get('ozaki')!.permalink).toBe('/blog/authors/custom/ozaki');
  });
  it('gives no pages when the instance only lists authors (changelog)', () => {
    const list = buildAuthorsMap('content-changelog/authors.yml', [['slorber', data({ name: 'Sébastien Lorber', page: true })]], '/changelog', false);
    expect(list.authors.get('slorber')!.permalink).toBeUndefined();
  });
  it('rejects two authors with the same page', () => {
    expect(() =>
      buildAuthorsMap(
        file,
        [
          ['JMarcey', data({ name: 'a', page: true })],
          ['j-marcey', data({ name: 'b', page: true })],
        ],
        '/blog',
      ),
    ).toThrow(/also the page of "JMarcey"/);
  });
});

describe('socials', () => {
  it('expands handles of known platforms and keeps URLs', () => {
    expect(normalizeSocials({ github: 'slorber', X: '@sebastienlorber', newsletter: 'https://thisweekinreact.com/newsletter' }, 'a')).toEqual([
      { platform: 'github', url: 'https://github.com/slorber' },
      { platform: 'x', url: 'https://x.com/sebastienlorber' },
      { platform: 'newsletter', url: 'https://thisweekinreact.com/newsletter' },
    ]);
  });
  it('rejects a handle for an unknown platform', () => {
    expect(() => normalizeSocials({ newsletter: 'seb' }, `${file}: slorber`)).toThrow(/slorber\.socials\.newsletter: "seb" is not a URL; allowed:/);
  });
});

describe('resolveAuthors', () => {
  const post = 'content-blog/2021-05-12-beta.md';
  it('resolves keys, inline authors and key + overrides', () => {
    const authors = resolveAuthors(
      ['slorber', { name: '临时作者', title: '客座', image_url: '/img/a.svg' }, { key: 'JMarcey', title: '联合创建者' }],
      map,
      post,
    );
    expect(authors.map((a) => a.name)).toEqual(['Sébastien Lorber', '临时作者', 'Joel Marcey']);
    expect(authors[1]!.key).toBeUndefined();
    expect(authors[2]!.title).toBe('联合创建者');
    expect(authors[2]!.socials).toHaveLength(2);
    expect(authors[2]!.permalink).toBe('/blog/authors/j-marcey');
  });
  it('accepts a single key and no authors', () => {
    expect(resolveAuthors('slorber', map, post)).toHaveLength(1);
    expect(resolveAuthors(undefined, map, post)).toEqual([]);
  });
  it('names the file, the field and the allowed keys for an unknown key', () => {
    const run = () => resolveAuthors(['slorber', 'nobody'], map, post);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(`${post}: authors[1]: unknown author key "nobody"; allowed: JMarcey, slorber, lex111, Josh-Cena, endiliey, ozaki (defined in ${file})`);
    expect(() => resolveAuthors({ key: 'ghost' }, map, post)).toThrow(`${post}: authors: unknown author key "ghost"`);
  });
  it('rejects an inline author without a name or image, and duplicates', () => {
    expect(() => resolveAuthors([{ title: '无名' }], map, post)).toThrow(/authors\[0\]: an inline author needs a name or an image_url/);
    expect(() => resolveAuthors(['slorber', 'slorber'], map, post)).toThrow(/authors\[1\]: author "slorber" is listed twice/);
  });
});

describe('postAuthors', () => {
  const post = 'content-blog/2017-12-14-introducing-docusaurus.md';
  const fm = (data: Record<string, unknown>) => postFrontMatter.parse(data);
  it('reads the older single-author fields, snake_case or camelCase, as Docusaurus', () => {
    const [author] = postAuthors(
      fm({ author: 'Joel Marcey', author_title: '联合创建者', authorURL: 'https://github.com/JoelMarcey', authorImageURL: '/img/a.svg' }),
      map,
      post,
    );
    expect(author).toMatchObject({ key: undefined, name: 'Joel Marcey', title: '联合创建者', url: 'https://github.com/JoelMarcey', imageUrl: '/img/a.svg' });
  });
  it('takes the authors field otherwise, and imageURL as well as image_url', () => {
    expect(postAuthors(fm({ authors: [{ name: '甲', imageURL: '/img/b.svg' }] }), map, post)[0]!.imageUrl).toBe('/img/b.svg');
    expect(postAuthors(fm({}), map, post)).toEqual([]);
  });
  it('refuses both forms at once, naming the file', () => {
    expect(() => postAuthors(fm({ authors: 'slorber', author_title: '维护者' }), map, post)).toThrow(`${post}: authors: cannot be combined with author`);
  });
});
