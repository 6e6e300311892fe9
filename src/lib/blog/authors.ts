// Authors: the authors file (keyed), inline front-matter authors, socials, author pages.
// Author pages live at {base}/authors/{kebab-cased key} (JMarcey → /blog/authors/j-marcey),
// or {base}/authors{page.permalink} when the file gives one.
import { localAsset } from '../assets';
import { ContentError } from '../../config/errors';
import { kebabCase } from '../case';
import { joinUrl } from '../urls';
import type { AuthorData, InlineAuthor, PostFrontMatter } from './schema';
import type { Author, Social } from './types';

/** Social platforms whose value may be a handle (Docusaurus 3.5+ list); others need a full URL. */
export const SOCIAL_PREFIXES: Record<string, string> = {
  x: 'https://x.com/',
  twitter: 'https://twitter.com/',
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://twitch.tv/',
  youtube: 'https://youtube.com/@',
};

export function normalizeSocials(socials: Record<string, string> | undefined, where: string): Social[] {
  return Object.entries(socials ?? {}).map(([key, value]) => {
    const platform = key.toLowerCase();
    if (/^https?:\/\//i.test(value)) return { platform, url: value };
    const prefix = SOCIAL_PREFIXES[platform];
    if (!prefix) {
      throw new ContentError(
        `${where}.socials.${key}: "${value}" is not a URL; allowed: a full https:// URL, or a handle for ${Object.keys(SOCIAL_PREFIXES).join(', ')}`,
      );
    }
    return { platform, url: `${prefix}${value.replace(/^@/, '')}` };
  });
}

function toAuthor(data: Omit<InlineAuthor, 'key'>, where: string, key?: string): Author {
  return {
    key,
    name: data.name,
    title: data.title,
    description: data.description,
    url: data.url,
    imageUrl: data.image_url ?? data.imageURL,
    email: data.email,
    socials: normalizeSocials(data.socials, where),
  };
}

export interface AuthorsMap {
  file: string;
  authors: Map<string, Author & { key: string }>;
}

/** Normalises an authors file. `withPages`: whether `page` creates author pages (false for the changelog). */
export function buildAuthorsMap(
  file: string,
  entries: Iterable<[string, AuthorData]>,
  routeBasePath: string,
  withPages = true,
  authorsBasePath = 'authors',
): AuthorsMap {
  const authors = new Map<string, Author & { key: string }>();
  const permalinks = new Map<string, string>();
  for (const [key, data] of entries) {
    const where = `${file}: ${key}`;
    if (!data.name && !data.image_url && !data.imageURL) throw new ContentError(`${where}: an author needs a name or an image_url`);
    const author = { ...toAuthor(data, where, key), key };
    if (withPages && data.page) {
      const permalink = joinUrl(routeBasePath, authorsBasePath, typeof data.page === 'object' ? data.page.permalink : kebabCase(key));
      const other = permalinks.get(permalink);
      if (other) throw new ContentError(`${where}.page: the author page ${permalink} is also the page of "${other}"; give one a page.permalink`);
      permalinks.set(permalink, key);
      author.permalink = permalink;
    }
    authors.set(key, author);
  }
  return { file, authors };
}

const allowedKeys = (map: AuthorsMap) => [...map.authors.keys()].join(', ') || '(none)';

/** The single author of the older front matter (`author`, `author_title`, …), as Docusaurus reads it. */
function legacyAuthor(fm: PostFrontMatter, where: string): Author | undefined {
  const data = {
    name: fm.author,
    title: fm.author_title ?? fm.authorTitle,
    url: fm.author_url ?? fm.authorURL,
    image_url: fm.author_image_url ?? fm.authorImageURL,
  };
  return Object.values(data).some((v) => v !== undefined) ? toAuthor(data, where) : undefined;
}

/** An author written in a post with `image_url: ./me.png`: a file next to the post, served as an asset, as Docusaurus bundles it. */
function withPostImage(author: Author, file: string, field: string): Author {
  const asset = localAsset(author.imageUrl, file, field);
  return asset ? { ...author, imageUrl: asset.url, imageSource: asset.source } : author;
}

/** A post's authors: its `authors` front matter, or the older single-author fields; not both. */
export function postAuthors(fm: PostFrontMatter, map: AuthorsMap, file: string): Author[] {
  const legacy = legacyAuthor(fm, `${file}: author`);
  if (!legacy) return resolveAuthors(fm.authors, map, file);
  const image = fm.author_image_url === undefined ? 'authorImageURL' : 'author_image_url';
  if (fm.authors !== undefined) {
    throw new ContentError(`${file}: authors: cannot be combined with author, author_title, author_url or author_image_url; keep one or the other`);
  }
  return [withPostImage(legacy, file, image)];
}

/** Resolves a post's `authors` front matter (keys, inline objects or a mix) against the authors file. */
export function resolveAuthors(value: PostFrontMatter['authors'], map: AuthorsMap, file: string): Author[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  const field = (i: number) => (Array.isArray(value) ? `authors[${i}]` : 'authors');
  const seen = new Set<string>();
  return list.map((item, i) => {
    const where = `${file}: ${field(i)}`;
    let author: Author;
    if (typeof item === 'string' || item.key !== undefined) {
      const key = typeof item === 'string' ? item : item.key!;
      const known = map.authors.get(key);
      if (!known) throw new ContentError(`${where}: unknown author key "${key}"; allowed: ${allowedKeys(map)} (defined in ${map.file})`);
      if (typeof item === 'string') author = known;
      else {
        // A key with inline fields: the file's author with those fields overridden.
        const { key: _key, ...overrides } = item;
        const extra = toAuthor(overrides, where, key);
        author = {
          ...known,
          ...Object.fromEntries(
            Object.entries(withPostImage(extra, file, `${field(i)}.image_url`)).filter(([k, v]) => v !== undefined && !(k === 'socials' && !overrides.socials)),
          ),
        } as Author;
      }
    } else {
      if (!item.name && !item.image_url && !item.imageURL) throw new ContentError(`${where}: an inline author needs a name or an image_url`);
      author = withPostImage(toAuthor(item, where), file, `${field(i)}.image_url`);
    }
    if (author.key) {
      if (seen.has(author.key)) throw new ContentError(`${where}: author "${author.key}" is listed twice`);
      seen.add(author.key);
    }
    return author;
  });
}
