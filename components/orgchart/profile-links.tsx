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
export function ProfileLinks({ profiles, lang }: { profiles: readonly Profile[]; lang: Locale }) {
  const english = lang === 'en' ? undefined : 'en';
  const platforms = messagesFor(lang).orgchart.platforms;
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
          {profile.links.map((link, index) => {
            const name = platformName(platforms, link.platform);
            return (
              <span key={link.url}>
                {index > 0 ? ', ' : null}
                <a href={link.url} lang={name.english ? english : undefined}>
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
