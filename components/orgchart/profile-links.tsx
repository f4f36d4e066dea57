import { shownName, type NameTable } from '@/lib/i18n/names';
import type { Profile } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor, type Messages } from '@/lib/i18n/messages';
import { pagePath } from '@/lib/urls';

type Platform = keyof Messages['orgchart']['platforms'];

/** A platform's name in the reader's language; a platform the messages do not know keeps its id, marked English. */
function platformName(platforms: Messages['orgchart']['platforms'], platform: string): { text: string; english: boolean } {
  return Object.hasOwn(platforms, platform) ? { text: platforms[platform as Platform], english: false } : { text: platform, english: true };
}

/** Public profile links, each profile with its platforms; a profile of an entry links to its page. */
export function ProfileLinks({ profiles, lang, institutions }: { profiles: readonly Profile[]; lang: Locale; institutions: NameTable }) {
  const name = (written: string) => {
    const shown = shownName(institutions, written, lang);
    return { text: shown.text, lang: shown.lang !== lang ? shown.lang : undefined };
  };
  const platforms = messagesFor(lang).orgchart.platforms;
  return (
    <ul className="profile-list">
      {profiles.map((profile) => (
        <li key={profile.id}>
          {profile.entity ? (
            <a href={pagePath(lang, `orgchart/${profile.entity}`)} lang={name(profile.name).lang}>
              {name(profile.name).text}
            </a>
          ) : (
            <span lang={name(profile.name).lang}>{name(profile.name).text}</span>
          )}
          :{' '}
          {profile.links.map((link, index) => {
            const name = platformName(platforms, link.platform);
            return (
              <span key={link.url}>
                {index > 0 ? ', ' : null}
                <a href={link.url} lang={name.english && lang !== 'en' ? 'en' : undefined}>
                  {name.text}
                </a>
              </span>
            );
          })}
        </li>
      ))}
    </ul>
  );
}
