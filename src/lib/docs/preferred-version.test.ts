import { describe, expect, it } from 'vitest';
import { resolvePreferredVersion } from './preferred-version';

const versions = { current: '/tests/docs', '1.0.0': '/tests/docs/1.0.0' };

describe('preferred docs version', () => {
  it('keeps the default when nothing is stored', () => expect(resolvePreferredVersion(null, versions)).toEqual({ stale: false }));
  it('leads into the stored version', () => expect(resolvePreferredVersion('1.0.0', versions)).toEqual({ path: '/tests/docs/1.0.0', stale: false }));
  it('reports a stored version that no longer exists', () => expect(resolvePreferredVersion('0.9.0', versions)).toEqual({ stale: true }));
  it('treats names every object inherits as unknown versions, to be dropped', () => {
    // As the page reads them: JSON from a data attribute.
    const parsed = JSON.parse(JSON.stringify(versions)) as Record<string, string>;
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(resolvePreferredVersion(name, parsed), name).toEqual({ stale: true });
    }
  });
});
