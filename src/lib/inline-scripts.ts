// The only scripts that run before first paint (colour mode, announcement bar):
// they set data-theme and the announcement dismissal on <html>, migrate unsuffixed storage
// keys, and keep the colour mode in sync with other tabs and the system preference.
// Storage can fail at every step (blocked site data throws on access, a broken or full
// storage throws on getItem / setItem): nothing here may throw, since the page would then
// paint without its colour mode. Unavailable storage logs the one storage warning (the
// islands' storage module then stays quiet) and counts as empty. A full storage keeps what it
// has: a key that cannot be migrated stays under its old name and is read from there, so a
// stored dark theme survives.
import { STORAGE_KEYS, STORAGE_UNAVAILABLE_WARNING, WARNED } from './storage';

export const STORAGE_FULL_WARNING = 'Docusaurus browser storage is full: stored settings are kept under their old keys.';

export interface PrePaintOptions {
  namespace: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId?: string;
}

export function prePaintScript(o: PrePaintOptions): string {
  const keys = [STORAGE_KEYS.theme, STORAGE_KEYS.announcementDismiss, STORAGE_KEYS.announcementId, STORAGE_KEYS.appInstalled];
  return `(function(){var d=document.documentElement,n=${JSON.stringify(o.namespace)},s=null,W=${JSON.stringify(WARNED)};
function warn(m,e){try{if(!window[W]){window[W]=true;console.warn(m,e)}}catch(x){}}
function off(e){s=null;warn(${JSON.stringify(STORAGE_UNAVAILABLE_WARNING)},e)}
try{s=window.localStorage;s.length}catch(e){off(e)}
d.classList.add('js');d.dataset.storageNs=n;
function mv(k){var v=s.getItem(k);if(v===null)return;try{if(s.getItem(k+n)===null)s.setItem(k+n,v);s.removeItem(k)}catch(e){if(e&&e.name==='QuotaExceededError')warn(${JSON.stringify(STORAGE_FULL_WARNING)},e);else throw e}}
if(s&&n){try{${JSON.stringify(keys)}.forEach(mv);for(var i=s.length-1;i>=0;i--){var k=s.key(i);if(k&&k.indexOf('docs-preferred-version-')===0&&k.slice(-n.length)!==n)mv(k)}}catch(e){off(e)}}
function g(k){if(!s)return null;try{var v=s.getItem(k+n);return v===null?s.getItem(k):v}catch(e){off(e);return null}}
var tk=${JSON.stringify(STORAGE_KEYS.theme)},mq=window.matchMedia&&matchMedia('(prefers-color-scheme: dark)');
function pick(){var v=g(tk);if(v==='light'||v==='dark')return v;return ${o.respectPrefersColorScheme ? "mq&&mq.matches?'dark':" : ''}${JSON.stringify(o.defaultMode)}}
var q=new URLSearchParams(location.search).get('docusaurus-theme');
d.setAttribute('data-theme',q==='light'||q==='dark'?q:pick());
if(g('docs-sidebar-hidden')==='true')d.classList.add('dz-sidebar-hidden');
addEventListener('storage',function(e){if(e.key===tk+n)d.setAttribute('data-theme',pick())});
${o.respectPrefersColorScheme ? "if(mq&&mq.addEventListener)mq.addEventListener('change',function(){if(!g(tk))d.setAttribute('data-theme',pick())});" : ''}
${o.announcementId ? `var ai=${JSON.stringify(o.announcementId)};if(g(${JSON.stringify(STORAGE_KEYS.announcementId)})===ai&&g(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true')d.setAttribute('data-announcement-dismissed','true');` : ''}
})();`.replace(/\n/g, '');
}
