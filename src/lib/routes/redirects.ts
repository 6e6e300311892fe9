// The site's redirects, emitted as static pages (meta refresh + canonical + link) so they
// work without JavaScript and on any static host.
export interface Redirect {
  from: string;
  to: string;
}

const SITE_EN = 'https://docusaurus.io';

export const REDIRECTS: Redirect[] = [
  ...['support', 'team', 'resources'].flatMap((page) => [
    { from: `/docs/${page}`, to: `/community/${page}` },
    { from: `/docs/next/${page}`, to: `/community/${page}` },
  ]),
  { from: '/community', to: '/community/support' },
  { from: '/home', to: '/' },
  { from: '/home/qs', to: '/?a=1' },
  { from: '/home/anchor', to: '/#anchor' },
  { from: '/home/absolute', to: `${SITE_EN}/` },
  { from: '/home/absolute/qs', to: `${SITE_EN}/?a=1` },
  { from: '/home/absolute/anchor', to: `${SITE_EN}/#anchor` },
];
