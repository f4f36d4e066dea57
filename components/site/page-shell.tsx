import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { ownText } from '@/lib/pages/localized';
import { feedPath } from '@/lib/pages/feed-links';
import type { PageEnv } from '@/lib/pages/page-env';
import type { Messages } from '@/lib/i18n/messages';
import { inHeaderRow, inPhoneRow, isPrintedSection, SECTIONS, type SectionKey } from '@/lib/core/sections';
import { pagePath } from '@/lib/urls';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';

export type Section = SectionKey | null;

/** How the menu links a section: Next's `<Link>` on section pages, a plain `<a>` on leaf pages. */
export type NavLinkComponent = ComponentType<{ href: string; 'aria-current'?: 'page'; children: ReactNode }>;

function PlainLink({ href, children, ...rest }: { href: string; 'aria-current'?: 'page'; children: ReactNode }) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * Header, main and footer of every page. On section pages (components/site/section-shell.tsx) the
 * menu's links are Next `<Link>`s: client navigation between the section pages (but for those
 * printed as plain HTML, lib/core/sections.ts `isPrintedSection`). Leaf pages are
 * plain HTML with no framework, so there the same menu is plain `<a>` links; every other link of
 * the site, stories included, is a plain `<a>` everywhere.
 */
export function PageShell({
  env,
  path,
  section,
  children,
  languages,
  NavLink = PlainLink,
}: {
  env: PageEnv;
  /** This page's path without language prefix, for the language switcher. */
  path: string;
  section: Section;
  children: ReactNode;
  languages?: readonly Locale[];
  NavLink?: NavLinkComponent;
}) {
  const { m, lang, data, ctx } = env;
  return (
    <>
      <a className="skip-link" href="#main">
        {m.site.skipToContent}
      </a>
      <header className="site-header">
        <div className="wrap header-row">
          <p className="brand">
            <a href={pagePath(lang)}>
              <span className="brand-name">{ctx.config.siteName}</span>
              <span className="brand-tagline">{m.site.tagline}</span>
            </a>
          </p>
          <LanguageSwitcher data={data} lang={lang} path={path} m={m} languages={languages} />
        </div>
        <SiteMenu m={m} lang={lang} section={section} NavLink={NavLink} />
        <div className="wrap header-search-row">
          <HeaderSearch lang={lang} m={m} />
        </div>
      </header>
      <main id="main" className="wrap" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter env={env} />
    </>
  );
}

/**
 * The main menu: the first sections in a row, the rest in a "More" list that is a `<details>`
 * element, so it opens and closes without JavaScript, by mouse, touch or keyboard (the summary is
 * a focusable button to assistive technology), on leaf pages and section pages alike. The list
 * opens over the page (positioned), so opening it moves nothing. When the current page is one of
 * the "More" sections, the summary names it, so the reader sees where they are with it closed.
 */
function SiteMenu({ m, lang, section, NavLink }: { m: Messages; lang: Locale; section: Section; NavLink: NavLinkComponent }) {
  const row = SECTIONS.filter((item) => inHeaderRow(item.key));
  const more = SECTIONS.filter((item) => !inHeaderRow(item.key));
  // On a phone the row keeps fewer sections; the others are listed first under "More" (CSS shows
  // each copy at its own width only).
  const phoneMore = row.filter((item) => !inPhoneRow(item.key));
  const currentInMore = more.find((item) => item.key === section);
  const link = (item: (typeof SECTIONS)[number], className?: string) => {
    // A section printed as plain HTML has no page for client navigation to load.
    const Link = isPrintedSection(item.key) ? PlainLink : NavLink;
    return (
      <li key={item.key} className={className}>
        <Link href={pagePath(lang, item.path)} aria-current={section === item.key ? 'page' : undefined}>
          {m.nav[item.key]}
        </Link>
      </li>
    );
  };
  return (
    <nav className="wrap main-nav" aria-label={m.site.mainNav}>
      <ul className="menu-row">
        {row.map((item) => link(item, inPhoneRow(item.key) ? undefined : 'menu-wide-only'))}
        <li className="menu-more-item">
          <details className="menu-more header-menu">
            <summary className={currentInMore ? 'has-current' : undefined}>
              <span className="menu-more-word">{m.site.moreSections}</span>
              {currentInMore ? (
                <span className="menu-current">
                  <span className="menu-current-sep">: </span>
                  {m.nav[currentInMore.key]}
                </span>
              ) : null}
            </summary>
            <ul className="menu-more-list">
              {phoneMore.map((item) => link(item, 'menu-phone-only'))}
              {more.map((item) => link(item))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}

function SiteFooter({ env }: { env: PageEnv }) {
  const { m, lang, data, ctx } = env;
  const social = data.content.meta.social;
  const telegram = ownText(social.telegram.name, social.telegram.name_i18n, lang);
  const x = ownText(social.x.name, social.x.name_i18n, lang);
  return (
    <footer className="site-footer">
      <div className="wrap">
        <p className="not-advice">{m.footer.notAdvice}</p>
        <ul className="footer-links">
          <li>
            <a href={feedPath(lang)}>{m.footer.feed}</a>
          </li>
          <li>
            <a href="/events.ics">{m.footer.calendar}</a>
          </li>
          <li>
            <a href={pagePath(lang, 'api')}>{m.footer.api}</a>
          </li>
          <li>
            <a href="/sitemap.xml">{m.footer.sitemap}</a>
          </li>
          <li>
            <a href={data.content.meta.urls.repository}>{m.footer.source}</a>
          </li>
        </ul>
        <p className="follow">
          <span>{m.footer.follow}: </span>
          <a href={social.telegram.url} lang={telegram.fallback ? 'en' : undefined}>
            {telegram.text}
          </a>
          {' · '}
          <a href={social.x.url} lang={x.fallback ? 'en' : undefined}>
            {x.text} ({social.x.handle})
          </a>
        </p>
        <p className="copyright">
          © {ctx.now.getUTCFullYear()} {ctx.config.siteName}
        </p>
      </div>
    </footer>
  );
}
