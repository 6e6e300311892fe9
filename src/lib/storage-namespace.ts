// Build-time only: the storage namespace suffix, computed as the reference does ("-" + first 3 hex chars of
// md5(url + baseUrl)), so two sites on one origin never share keys.
import { createHash } from 'node:crypto';

export function storageNamespace(url: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `-${createHash('md5').update(`${url}${base}`).digest('hex').slice(0, 3)}`;
}
