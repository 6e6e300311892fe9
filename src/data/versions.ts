// Released Docusaurus versions shown on /versions, next to the docs versions of the site
// config (src/site.config.ts, instance "default"). The site's Chinese docs have a single
// unreleased version ("Canary 🚧"); the released versions below link to their changelog
// entries, release posts, the English docs of the reference site and GitHub releases.
import { ContentError } from '../config/errors';
import { siteConfig } from '../config';
import { versionsPageModel, type VersionsArchive } from '../lib/versions';

const GITHUB = 'https://github.com/facebook/docusaurus';
const release = (v: string) => `${GITHUB}/releases/tag/v${v}`;
const pastV3 = (v: string) => ({ name: v, docs: `https://docusaurus.io/docs/${v}`, changelog: `/changelog/${v}`, releaseNotes: release(v) });

/** The versions besides the site's docs; the current one is the site config's productVersion, whose docs are `docsBase`. */
const archive = (current: string, docsBase: string): VersionsArchive => ({
  current: {
    name: current,
    docs: docsBase,
    changelog: `/changelog/${current}`,
    // Release posts are named by minor version (3.6.1 → /blog/releases/3.6); the link check fails a missing one.
    releasePost: `/blog/releases/${current.split('.').slice(0, 2).join('.')}`,
    releaseNotes: release(current),
  },
  past: [
    pastV3('3.5.2'),
    pastV3('3.4.0'),
    pastV3('3.3.2'),
    pastV3('3.2.1'),
    pastV3('3.1.1'),
    pastV3('3.0.1'),
    // The 2.x line's last release is 2.4.3; its docs live under /docs/2.x on the English site.
    { name: '2.x', docs: 'https://docusaurus.io/docs/2.x', changelog: '/changelog/2.4.3', releaseNotes: release('2.4.3') },
  ],
  // Archived versions: their docs are no longer served by the English site; the changelog
  // entry and the GitHub release describe each one.
  archived: ['2.3.1', '2.2.0', '2.1.0', '2.0.1'].map((v) => ({ name: v, changelog: `/changelog/${v}`, releaseNotes: release(v) })),
  legacy: { label: '1.x', docs: 'https://v1.docusaurus.io' },
  source: GITHUB,
});

export function getVersionsPage() {
  const instance = siteConfig.docs.find((d) => d.id === 'default');
  if (!instance)
    throw new ContentError(
      `src/site.config.ts: docs: no docs instance with id "default"; allowed: docs instances that include one with id "default" (the versions page lists its versions; ids now: ${siteConfig.docs.map((d) => d.id).join(', ')})`,
    );
  return versionsPageModel(instance, archive(siteConfig.productVersion, instance.routeBasePath));
}
