import type { Profile } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { pagePath } from '@/lib/urls';

/** Public profile links, each profile with its platforms; a profile of an entry links to its page. */
export function ProfileLinks({ profiles, lang }: { profiles: readonly Profile[]; lang: Locale }) {
  const english = lang === 'en' ? undefined : 'en';
  return (
    <ul className="profile-list">
      {profiles.map((profile) => (
        <li key={profile.id}>
          {profile.entity ? (
            <a href={pagePath(lang, `orgchart/${profile.entity}`)} lang={english}>
              {profile.name}
            </a>
          ) : (
            <span lang={english}>{profile.name}</span>
          )}
          :{' '}
          {profile.links.map((link, index) => (
            <span key={link.url}>
              {index > 0 ? ', ' : null}
              <a href={link.url} lang={english}>
                {link.platform}
              </a>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
