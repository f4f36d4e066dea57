import { existsSync, readFileSync } from 'node:fs';
import { parseTelegramConfig, type TelegramConfig } from '../telegram-config';

/** The poster's settings file; a missing file means no chats (a copy of the site without Telegram). */
export function readTelegramConfig(file: string): TelegramConfig {
  if (!existsSync(file)) return { chats: [] };
  return parseTelegramConfig(readFileSync(file, 'utf8'), file);
}
