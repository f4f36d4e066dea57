import { GEO_REDIRECT_SESSION_KEY, GEO_TIMEOUT_MS, LANG_COOKIE, LOCALES } from './locales';
import { resolveLocale, type ResolveInput } from './resolve';

/**
 * The inline script of the English home page in the static export, where no server can decide.
 * It runs the very same `resolveLocale` (serialised with toString, so the rules exist once):
 *
 *   - a valid `lang` cookie decides at once (no geo request);
 *   - otherwise, at most once per tab (sessionStorage), it asks the geo endpoint configured at
 *     build time (`{"country":"SE"}`), waiting at most 1.5 s, then decides with the country (or
 *     without it on timeout/error) and the browser's languages;
 *   - with no endpoint configured it decides from the browser's languages straight away.
 *
 * A redirect uses location.replace, so Back does not bounce the visitor into a loop.
 */
export interface GeoScriptOptions {
  /** Absolute or site-relative URL answering `{"country":"SE"}`; empty = no geo lookup. */
  readonly endpoint: string;
  readonly geo: ResolveInput['geo'];
  /** Path prefix of each locale's home page (`/sv/`), keyed by locale. */
  readonly homePaths: Readonly<Record<string, string>>;
}

export function geoRedirectScript(options: GeoScriptOptions): string {
  const config = {
    endpoint: options.endpoint,
    geo: { by_country: options.geo.by_country, default: options.geo.default },
    locales: LOCALES,
    homes: options.homePaths,
    cookie: LANG_COOKIE,
    key: GEO_REDIRECT_SESSION_KEY,
    timeout: GEO_TIMEOUT_MS,
  };
  // `</` never appears in the JSON of these values, but escape it anyway: this goes into <script>.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(c,resolve){try{
var m=document.cookie.match(new RegExp('(?:^|; )'+c.cookie+'=([^;]*)'));
var cookie=m?decodeURIComponent(m[1]):null;
var langs=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||''];
function go(country,auto){
var to=resolve({cookie:cookie,country:country,languages:langs,geo:c.geo,locales:c.locales});
if(!to||!c.homes[to])return;
if(auto){try{sessionStorage.setItem(c.key,to)}catch(e){}}
location.replace(c.homes[to]+location.search+location.hash);
}
if(cookie&&c.locales.indexOf(cookie)!==-1)return go(null,false);
try{if(sessionStorage.getItem(c.key))return}catch(e){}
if(!c.endpoint)return go(null,true);
var done=false;
function finish(country){if(done)return;done=true;clearTimeout(timer);go(country,true)}
var timer=setTimeout(function(){finish(null)},c.timeout);
fetch(c.endpoint,{credentials:'omit',cache:'no-store'}).then(function(r){return r.ok?r.json():null}).then(function(j){finish(j&&typeof j.country==='string'?j.country:null)},function(){finish(null)});
}catch(e){}})(${json},(${resolveLocale.toString()}));`;
}
