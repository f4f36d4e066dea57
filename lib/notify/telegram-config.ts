import { parse } from 'yaml';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { BASE_SYMBOL, QUOTES } from '@/lib/markets/constants';
import { DEFAULT_MOVE_THRESHOLD_PCT, isThreshold } from '@/lib/markets/moves';
import { PAIR_SYMBOL } from '@/lib/schemas/markets';

/** `content/site/telegram.yaml`: where `npm run notify:telegram` posts; a `placeholder: true` chat is never posted to. */
export const TELEGRAM_CONFIG_FILE = 'content/site/telegram.yaml';

// Bot API chat ids: a number (groups and channels are negative) or a public channel's @username.
const chatId = z
  .string()
  .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, 'must be a numeric chat id (like "-1001234567890") or "@channelname"');

const language = z.enum(LOCALES, { error: (issue) => `must be one of ${LOCALES.join(', ')} (got ${JSON.stringify(issue.input)})` });

// YAML gives `5` or `2.5` as numbers; the rule reads the threshold as the exact decimal written.
const threshold = z
  .union([z.number(), z.string()])
  .transform((value) => String(value))
  .refine(isThreshold, 'must be a per-cent figure above zero, like 5 or 2.5');

/** The price moves a chat asks for: one currency (never converted), a threshold in per cent, and optionally only some pairs or bases. */
export const chatMovesSchema = z
  .strictObject({
    currency: z.enum(QUOTES, { error: (issue) => `must be one of ${QUOTES.join(', ')} (got ${JSON.stringify(issue.input)})` }),
    threshold_pct: threshold.default(DEFAULT_MOVE_THRESHOLD_PCT),
    pairs: z.array(z.string().regex(PAIR_SYMBOL, 'must be a pair like BTC-NOK')).min(1).optional(),
    bases: z.array(z.string().regex(BASE_SYMBOL, 'must be a base symbol like BTC')).min(1).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.pairs && value.bases) ctx.addIssue({ code: 'custom', path: ['bases'], message: 'name pairs or bases, not both' });
    value.pairs?.forEach((pair, index) => {
      if (!pair.endsWith(`-${value.currency}`)) {
        ctx.addIssue({ code: 'custom', path: ['pairs', index], message: `${pair} is not in the chat's currency ${value.currency}` });
      }
    });
  });

export const telegramChatSchema = z.strictObject({
  id: chatId,
  languages: z
    .array(language)
    .min(1, 'must list at least one language')
    .refine((list) => new Set(list).size === list.length, 'lists a language twice'),
  placeholder: z.boolean().default(false),
  moves: chatMovesSchema.optional(),
});

export const telegramConfigSchema = z.strictObject({ chats: z.array(telegramChatSchema) }).superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.chats.forEach((chat, index) => {
    if (seen.has(chat.id)) ctx.addIssue({ code: 'custom', path: ['chats', index, 'id'], message: `names chat ${chat.id} twice` });
    seen.add(chat.id);
  });
});

export type TelegramChat = z.output<typeof telegramChatSchema>;
export type TelegramConfig = z.output<typeof telegramConfigSchema>;

export class TelegramConfigError extends Error {
  override name = 'TelegramConfigError';
}

/** Parses the file's text; a problem names the file and the field (`chats.0.languages.1`). */
export function parseTelegramConfig(source: string, file: string = TELEGRAM_CONFIG_FILE): TelegramConfig {
  let data: unknown;
  try {
    data = parse(source) ?? {};
  } catch (error) {
    throw new TelegramConfigError(`${file}: not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = telegramConfigSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${file} (${issue.path.join('.') || '(file)'}): ${issue.message}`);
    throw new TelegramConfigError(problems.join('\n'));
  }
  return result.data;
}
