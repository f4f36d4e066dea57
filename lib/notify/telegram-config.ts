import { parse } from 'yaml';
import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/** `content/site/telegram.yaml`: where `npm run notify:telegram` posts; a `placeholder: true` chat is never posted to. */
export const TELEGRAM_CONFIG_FILE = 'content/site/telegram.yaml';

// Bot API chat ids: a number (groups and channels are negative) or a public channel's @username.
const chatId = z
  .string()
  .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{3,31})$/, 'must be a numeric chat id (like "-1001234567890") or "@channelname"');

const language = z.enum(LOCALES, { error: (issue) => `must be one of ${LOCALES.join(', ')} (got ${JSON.stringify(issue.input)})` });

export const telegramChatSchema = z.strictObject({
  id: chatId,
  languages: z
    .array(language)
    .min(1, 'must list at least one language')
    .refine((list) => new Set(list).size === list.length, 'lists a language twice'),
  placeholder: z.boolean().default(false),
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
