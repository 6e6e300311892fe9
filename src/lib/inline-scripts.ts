// The only scripts that run before first paint (FACTS: colour mode, announcement bar):
// they set data-theme and the announcement dismissal on <html>, migrate unsuffixed storage
// keys, and keep the colour mode in sync with other tabs and the system preference.
import { STORAGE_KEYS } from './storage';

export interface PrePaintOptions {
  namespace: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId?: string;
}

export function prePaintScript(o: PrePaintOptions): string {
  const keys = [STORAGE_KEYS.theme, STORAGE_KEYS.announcementDismiss, STORAGE_KEYS.announcementId, STORAGE_KEYS.appInstalled];
  return `(function(){var d=document.documentElement,n=${JSON.stringify(o.namespace)},s;try{s=window.localStorage;s.length}catch(e){s=null}
d.classList.add('js');d.dataset.storageNs=n;
if(s){${JSON.stringify(keys)}.forEach(function(k){var v=s.getItem(k);if(v!==null){if(s.getItem(k+n)===null)s.setItem(k+n,v);s.removeItem(k)}});for(var i=s.length-1;i>=0;i--){var k=s.key(i);if(k&&k.indexOf('docs-preferred-version-')===0&&k.slice(-n.length)!==n){if(s.getItem(k+n)===null)s.setItem(k+n,s.getItem(k));s.removeItem(k)}}}
function g(k){try{return s&&s.getItem(k+n)}catch(e){return null}}
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
