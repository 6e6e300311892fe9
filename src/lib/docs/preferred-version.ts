// Preferred docs version per instance (key `docs-preferred-version-<instance id>`):
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
  // Own keys only: a stored "constructor", "toString" or "__proto__" is not a version, it is
  // something every object inherits (a function, the prototype) and must not become a link.
  const path = Object.hasOwn(versions, stored) ? versions[stored] : undefined;
  if (typeof path !== 'string') return { stale: true };
  return { path, stale: false };
}
