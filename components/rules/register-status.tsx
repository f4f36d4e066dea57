import { fmt } from '@/lib/i18n/messages';
import { isNordic } from '@/lib/register/constants';
import { countryName } from '@/lib/register/feed';
import { matchFirm } from '@/lib/register/match';
import { formatDate } from '@/lib/pages/format';
import type { PageEnv } from '@/lib/pages/page-env';
import { pagePath } from '@/lib/urls';

/**
 * An organisation's line from ESMA's register, where the register has it (matched by LEI, then
 * carefully by name or website), linking to the firm on its home country's rules page; nothing
 * when the register does not have it.
 */
export function RegisterStatus({ env, name, url }: { env: PageEnv; name: string; url?: string | null }) {
  const { m, lang, locale, data } = env;
  const firm = data.register ? matchFirm(data.register.firms, { name, url: url ?? null }) : null;
  if (!firm) return null;
  const text = fmt(m.register.entityStatus, { country: countryName(firm.home, lang), date: formatDate(locale, firm.authorised) });
  const page = isNordic(firm.home) ? firm.home : firm.nordic[0];
  return (
    <p className="register-entity-status">
      {page ? <a href={`${pagePath(lang, `rules/${page.toLowerCase()}`)}#firm-${firm.id}`}>{text}</a> : text}
    </p>
  );
}
