// A copy of src/site.config.ts that a test may break: plain objects and arrays are copied,
// functions (such as an `editUrl`) are kept as they are, which structuredClone refuses.
import rawSiteConfig from '../site.config';

function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copy(inner)]));
  }
  return value;
}

// biome-ignore lint/suspicious/noExplicitAny: tests reach into any key to break it
export const editableSiteConfig = (): Record<string, any> => copy(rawSiteConfig) as Record<string, any>;
