// The site's navbar, prepared and validated once per build; each page only marks its own
// active links (src/lib/navbar.ts).
import { siteConfig } from '../config';
import { prepareNavbar, type NavbarForPage } from '../lib/navbar';
import { getDocsInstances } from './docs';

let cache: Promise<NavbarForPage> | undefined;

export function getNavbar(): Promise<NavbarForPage> {
  cache ??= getDocsInstances().then((instances) => {
    const locales = siteConfig.i18n.locales.map((l) => ({ label: siteConfig.i18n.localeConfigs[l]?.label ?? l, lang: l }));
    return prepareNavbar(siteConfig.navbar.items, instances, { locales });
  });
  return cache;
}
