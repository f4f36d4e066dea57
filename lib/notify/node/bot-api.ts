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

export async function sendMessage(api: BotApi, chatId: string, html: string): Promise<SendOutcome> {
  const url = `${api.baseUrl.replace(/\/+$/, '')}/bot${api.token}/sendMessage`;
  let response: Response;
  let answer: BotAnswer;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text: html, parse_mode: 'HTML' }),
      signal: AbortSignal.timeout(api.timeoutMs ?? 30_000),
    });
    answer = (await response.json().catch(() => ({}))) as BotAnswer;
  } catch (error) {
    // The token is part of the URL: name the host only.
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { kind: 'failed', description: `no answer from ${new URL(url).host} (${cause})` };
  }
  const description = `${response.status} ${answer.description ?? response.statusText}`.trim();
  if (response.ok && answer.ok === true) return { kind: 'ok', messageId: answer.result?.message_id ?? null };
  if (response.status === 429) {
    const after = Number(answer.parameters?.retry_after);
    return { kind: 'retry', afterSeconds: Number.isFinite(after) && after >= 0 ? after : 5, description };
  }
  if (response.status === 400 || response.status === 403) return { kind: 'chat-refused', status: response.status, description };
  return { kind: 'failed', description };
}
