import { readConfig } from './config';
import { NOT_FOUND_CONFIG_ID, type NotFoundConfig } from '@/lib/pages/not-found-config';

/** The one 404 page serves every language (a static host has a single 404.html). */
const config = readConfig<NotFoundConfig>(NOT_FOUND_CONFIG_ID);
const code = /^\/([a-z]{2})(?:\/|$)/.exec(location.pathname)?.[1];
const target = config && code && Object.prototype.hasOwnProperty.call(config, code) ? config[code] : undefined;
if (code && target) {
  const root = document.documentElement;
  root.setAttribute('data-lang', code);
  root.lang = target.lang;
  const applyTitle = () => {
    if (document.title !== target.title) document.title = target.title;
  };
  applyTitle();
  const observer = new MutationObserver(applyTitle);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  setTimeout(() => observer.disconnect(), 10_000);
}
