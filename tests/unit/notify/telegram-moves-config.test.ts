import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTelegramConfig, TELEGRAM_CONFIG_FILE, TelegramConfigError } from '@/lib/notify/telegram-config';

/** The `moves` of a chat in content/site/telegram.yaml: one currency, a threshold read as written, pairs or bases. */

const chat = (moves: string) => `chats:\n  - id: "-1001"\n    languages: [nb]\n    moves: ${moves}\n`;

describe('a chat\u2019s price moves', () => {
  it('reads the currency and the threshold exactly as written, 5 % by default', () => {
    expect(parseTelegramConfig(chat('{ currency: NOK }')).chats[0]!.moves).toEqual({ currency: 'NOK', threshold_pct: '5' });
    expect(parseTelegramConfig(chat('{ currency: EUR, threshold_pct: 2.5, bases: [BTC] }')).chats[0]!.moves).toEqual({
      currency: 'EUR',
      threshold_pct: '2.5',
      bases: ['BTC'],
    });
    expect(parseTelegramConfig(chat('{ currency: SEK, threshold_pct: "7.25" }')).chats[0]!.moves!.threshold_pct).toBe('7.25');
    expect(parseTelegramConfig('chats:\n  - id: "-1001"\n    languages: [en]\n').chats[0]!.moves).toBeUndefined();
  });

  it('names file and field of a mistake', () => {
    const problem = (moves: string) => {
      try {
        parseTelegramConfig(chat(moves));
      } catch (error) {
        expect(error).toBeInstanceOf(TelegramConfigError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(problem('{ threshold_pct: 5 }')).toMatch(/telegram\.yaml \(chats\.0\.moves\.currency\)/);
    expect(problem('{ currency: USD }')).toMatch(/chats\.0\.moves\.currency\): must be one of NOK, SEK, DKK, EUR \(got "USD"\)/);
    expect(problem('{ currency: NOK, threshold_pct: 0 }')).toMatch(/threshold_pct\): must be a per-cent figure above zero/);
    expect(problem('{ currency: NOK, threshold_pct: "1e1" }')).toMatch(/threshold_pct/);
    expect(problem('{ currency: NOK, pairs: [BTC-EUR] }')).toMatch(/pairs\.0\): BTC-EUR is not in the chat's currency NOK/);
    expect(problem('{ currency: NOK, pairs: [BTC-NOK], bases: [BTC] }')).toMatch(/name pairs or bases, not both/);
    expect(problem('{ currency: NOK, coins: [BTC] }')).toMatch(/moves/);
  });

  it('the starter file reads, its example chat asking for NOK moves of BTC and ETH', () => {
    const config = parseTelegramConfig(readFileSync(TELEGRAM_CONFIG_FILE, 'utf8'));
    expect(config.chats.find((c) => c.moves)!.moves).toEqual({ currency: 'NOK', threshold_pct: '5', bases: ['BTC', 'ETH'] });
  });
});
