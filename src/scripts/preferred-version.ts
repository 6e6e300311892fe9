// Remembers the docs version the reader picks in a version dropdown (per instance) and
// points version-aware links at it; drops a stored version that no longer exists. Part of
// the first-touch layer (./enhance): a click on one of these links before the layer is in is
// held by chrome.ts and replayed once the links point where they should.
import { createStorageSlot, pageStorageNamespace, STORAGE_KEYS } from '../lib/storage';
import { resolvePreferredVersion, type VersionPaths } from '../lib/docs/preferred-version';
import { onPageLoad } from './page-load';

const slot = (instance: string) => createStorageSlot(STORAGE_KEYS.preferredVersion(instance), { namespace: pageStorageNamespace() });

document.addEventListener('click', (event) => {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-dz-version]');
  if (link?.dataset.dzInstance) slot(link.dataset.dzInstance).set(link.dataset.dzVersion!);
});

onPageLoad(() => {
  document.querySelectorAll<HTMLAnchorElement>('a[data-dz-versions]').forEach((link) => {
    const instance = link.dataset.dzInstance!;
    const versions = JSON.parse(link.dataset.dzVersions!) as VersionPaths;
    const { path, stale } = resolvePreferredVersion(slot(instance).get(), versions);
    if (stale) slot(instance).del();
    if (path) link.href = path;
  });
});
