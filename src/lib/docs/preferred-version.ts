// Preferred docs version per instance (FACTS: key `docs-preferred-version-<instance id>`):
// set when the reader picks a version in the version dropdown; links marked as
// "version-aware" then lead into that version; a stored version that no longer exists is
// dropped.

/** Version name → that version's root path, for one docs instance. */
export type VersionPaths = Record<string, string>;

export interface PreferredVersionResult {
  /** Path to use for links to the instance, or undefined to keep the default. */
  path?: string;
  /** True when the stored value names a version that does not exist any more. */
  stale: boolean;
}

export function resolvePreferredVersion(stored: string | null, versions: VersionPaths): PreferredVersionResult {
  if (stored === null) return { stale: false };
  if (!(stored in versions)) return { stale: true };
  return { path: versions[stored], stale: false };
}
