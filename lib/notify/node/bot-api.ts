import { requestCapped, type RequestOutcome, type RetryPolicy } from '@/lib/net/fetch';

/** The one Bot API method the desk uses, `sendMessage` in HTML mode. */
export type SendOutcome =
  | { readonly kind: 'ok'; readonly messageId: number | null }
  | { readonly kind: 'retry'; readonly afterSeconds: number; readonly description: string }
  | { readonly kind: 'chat-refused'; readonly status: number; readonly description: string }
  | { readonly kind: 'failed'; readonly description: string };

export interface BotApi {
  readonly baseUrl: string;
  readonly token: string;
  /** Per request; a silent server is a failed request, not a hung run. */
  readonly timeoutMs?: number;
}

interface BotAnswer {
  ok?: boolean;
  description?: string;
  error_code?: number;
  result?: { message_id?: number };
  parameters?: { retry_after?: number };
}

/** A Bot API answer is a few hundred bytes; more is not Telegram. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Posts one message; `retry` (the run's policy) decides whether a rate-limited post is tried again. */
export async function sendMessage(api: BotApi, chatId: string, html: string, retry?: RetryPolicy<SendOutcome>): Promise<SendOutcome> {
  const url = `${api.baseUrl.replace(/\/+$/, '')}/bot${api.token}/sendMessage`;
  const init = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text: html, parse_mode: 'HTML' }),
  };
  const limits = { timeoutMs: api.timeoutMs ?? 30_000, maxBytes: MAX_ANSWER_BYTES };
  const outcome = await requestCapped(
    url,
    init,
    limits,
    retry && { sleep: retry.sleep, wait: (o, tries) => retry.wait(sendOutcome(o, url), tries) },
  );
  return sendOutcome(outcome, url);
}

function sendOutcome(outcome: RequestOutcome, url: string): SendOutcome {
  // The token is part of the URL: name the host only.
  if (outcome.status === 'failed')
    return { kind: 'failed', description: `no answer from ${new URL(url).host} (${outcome.error.replaceAll(url, 'the Bot API')})` };
  const status = outcome.httpStatus;
  const answer = jsonAnswer(outcome.body);
  const description = `${status} ${answer.description ?? outcome.statusText}`.trim();
  if (status >= 200 && status < 300 && answer.ok === true) return { kind: 'ok', messageId: answer.result?.message_id ?? null };
  if (status === 429) {
    const after = Number(answer.parameters?.retry_after);
    return { kind: 'retry', afterSeconds: Number.isFinite(after) && after >= 0 ? after : 5, description };
  }
  if (status === 400 || status === 403) return { kind: 'chat-refused', status, description };
  return { kind: 'failed', description };
}

function jsonAnswer(body: string): BotAnswer {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BotAnswer) : {};
  } catch {
    return {};
  }
}
