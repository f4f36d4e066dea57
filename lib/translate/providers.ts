import type { NordicLang } from '@/lib/content/fields';
import { TranslationError } from './errors';
import { checkedTexts } from './checks';
import { realSleep } from '@/lib/net/fetch';
import { call, DEFAULT_CALL_LIMITS, errorDetail, jsonOf, type CallContext } from './http';
import { readEnv } from '@/lib/config';

/** A machine translation service: which language pairs it covers, and plain texts translated in order. */
export interface Provider {
  readonly name: string;
  covers(from: string, to: NordicLang): Promise<boolean>;
  translate(texts: readonly string[], from: string, to: NordicLang): Promise<string[]>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** DeepL's codes for the site's languages; it has no Nynorsk or regular Icelandic, so those go to LibreTranslate. */
const DEEPL_CODES: Readonly<Record<string, string>> = { en: 'EN', nb: 'NB', sv: 'SV', da: 'DA', fi: 'FI' };
/** Texts per DeepL request (its documented limit). */
const DEEPL_BATCH = 50;

/** DeepL's API host for a key: free keys end in `:fx`. */
export function deeplUrl(env: Env): string {
  if (env.DEEPL_API_URL) return env.DEEPL_API_URL.replace(/\/+$/, '');
  return env.DEEPL_AUTH_KEY?.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

export class DeepL implements Provider {
  readonly name = 'DeepL';
  constructor(
    private readonly key: string,
    private readonly baseUrl: string,
    private readonly context: CallContext,
  ) {}

  async covers(from: string, to: NordicLang): Promise<boolean> {
    return from !== to && from in DEEPL_CODES && to in DEEPL_CODES;
  }

  async translate(texts: readonly string[], from: string, to: NordicLang): Promise<string[]> {
    const out: string[] = [];
    for (let i = 0; i < texts.length; i += DEEPL_BATCH) out.push(...(await this.batch(texts.slice(i, i + DEEPL_BATCH), from, to)));
    return out;
  }

  private async batch(texts: readonly string[], from: string, to: NordicLang): Promise<string[]> {
    const source = DEEPL_CODES[from]!;
    const target = DEEPL_CODES[to]!;
    const url = `${this.baseUrl}/v2/translate`;
    const answer = await call(
      this.name,
      url,
      {
        method: 'POST',
        headers: { authorization: `DeepL-Auth-Key ${this.key}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ text: texts, target_lang: target, source_lang: source }),
      },
      this.context,
    );
    const detail = errorDetail(answer.body);
    if (answer.httpStatus === 456) {
      throw new TranslationError(
        `DeepL: the key's character quota is used up (HTTP 456)${detail}; stopped. Wait for the next period or raise the quota`,
      );
    }
    if (answer.httpStatus === 403 || answer.httpStatus === 401) {
      throw new TranslationError(
        `DeepL refused the key (HTTP ${answer.httpStatus})${detail}: check DEEPL_AUTH_KEY (a free key ends in :fx and goes to api-free.deepl.com)`,
      );
    }
    if (answer.httpStatus < 200 || answer.httpStatus > 299)
      throw new TranslationError(`DeepL: POST ${url} answered HTTP ${answer.httpStatus}${detail}; stopped`);
    const body = jsonOf(this.name, answer) as { translations?: unknown };
    const translations = Array.isArray(body?.translations) ? (body.translations as unknown[]) : null;
    for (const item of translations ?? []) {
      // DeepL names the source it read; another language means it translated something else.
      const detected = (item as { detected_source_language?: unknown })?.detected_source_language;
      if (typeof detected !== 'string' || detected.toUpperCase() !== source) {
        throw new TranslationError(`DeepL: read the text as ${JSON.stringify(detected)}, not ${source} (into ${target}); nothing written`);
      }
    }
    return checkedTexts(
      this.name,
      texts,
      translations?.map((item) => (item as { text?: unknown })?.text),
      to,
    );
  }
}

interface LibreLanguage {
  readonly code: string;
  readonly targets?: readonly string[];
}

/** A LibreTranslate-compatible server; it lists its pairs at GET /languages, so a language it lacks stays missing, not a failure. */
export class LibreTranslate implements Provider {
  readonly name = 'LibreTranslate';
  private languages: Promise<readonly LibreLanguage[]> | null = null;
  constructor(
    private readonly baseUrl: string,
    private readonly key: string | undefined,
    private readonly context: CallContext,
  ) {}

  async covers(from: string, to: NordicLang): Promise<boolean> {
    this.languages ??= this.readLanguages();
    const list = await this.languages;
    const source = list.find((language) => language.code === from);
    if (!source || from === to) return false;
    return source.targets ? source.targets.includes(to) : list.some((language) => language.code === to);
  }

  private async readLanguages(): Promise<readonly LibreLanguage[]> {
    const url = `${this.baseUrl}/languages`;
    const answer = await call(this.name, url, { method: 'GET', headers: { accept: 'application/json' } }, this.context);
    if (answer.httpStatus < 200 || answer.httpStatus > 299) {
      throw new TranslationError(`LibreTranslate: GET ${url} answered HTTP ${answer.httpStatus}${errorDetail(answer.body)}; stopped`);
    }
    const body = jsonOf(this.name, answer);
    const valid =
      Array.isArray(body) &&
      body.every(
        (row) =>
          typeof (row as LibreLanguage)?.code === 'string' &&
          ((row as LibreLanguage).targets === undefined || Array.isArray((row as LibreLanguage).targets)),
      );
    if (!valid) throw new TranslationError(`LibreTranslate: GET ${url} did not answer a list of languages; stopped`);
    return body as LibreLanguage[];
  }

  async translate(texts: readonly string[], from: string, to: NordicLang): Promise<string[]> {
    const url = `${this.baseUrl}/translate`;
    const answer = await call(
      this.name,
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ q: texts, source: from, target: to, format: 'text', ...(this.key ? { api_key: this.key } : {}) }),
      },
      this.context,
    );
    const detail = errorDetail(answer.body);
    if (answer.httpStatus === 403 || answer.httpStatus === 401) {
      throw new TranslationError(`LibreTranslate refused the request (HTTP ${answer.httpStatus})${detail}: check LIBRETRANSLATE_API_KEY`);
    }
    if (answer.httpStatus < 200 || answer.httpStatus > 299) {
      throw new TranslationError(`LibreTranslate: POST ${url} answered HTTP ${answer.httpStatus}${detail}; stopped`);
    }
    const body = jsonOf(this.name, answer) as { translatedText?: unknown };
    return checkedTexts(this.name, texts, body?.translatedText, to);
  }
}

/** The providers the environment configures, DeepL first: it is asked for every language it has. */
export function providersFromEnv(
  env: Env = readEnv(),
  context: CallContext = { limits: DEFAULT_CALL_LIMITS, sleep: realSleep, now: () => new Date() },
): Provider[] {
  const providers: Provider[] = [];
  if (env.DEEPL_AUTH_KEY) providers.push(new DeepL(env.DEEPL_AUTH_KEY, deeplUrl(env), context));
  if (env.LIBRETRANSLATE_URL) {
    providers.push(new LibreTranslate(env.LIBRETRANSLATE_URL.replace(/\/+$/, ''), env.LIBRETRANSLATE_API_KEY || undefined, context));
  }
  return providers;
}

/** The first provider that covers the pair, or null: that language stays missing. */
export async function providerFor(providers: readonly Provider[], from: string, to: NordicLang): Promise<Provider | null> {
  for (const provider of providers) if (await provider.covers(from, to)) return provider;
  return null;
}
