import { requestCapped, retryAfterMs } from '@/lib/net/fetch';
import { TranslationError } from './errors';

/** Limits of one provider call; the defaults suit a person waiting at a terminal. */
export interface CallLimits {
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** The longest Retry-After a run waits out; a provider asking for more stops the run. */
  readonly maxRetryWaitMs: number;
  /** How many 429 answers in a row a call waits out before it stops. */
  readonly maxRetries: number;
}

export const DEFAULT_CALL_LIMITS: CallLimits = { timeoutMs: 30_000, maxBytes: 2 * 1024 * 1024, maxRetryWaitMs: 60_000, maxRetries: 3 };

export interface Answer {
  readonly httpStatus: number;
  readonly body: string;
}

export interface CallContext {
  readonly limits: CallLimits;
  /** Waits `ms` (tests pass one that does not sleep). */
  readonly sleep: (ms: number) => Promise<void>;
  readonly now: () => Date;
}

/** One API call through the project's capped, timed fetch, with the rate limit honoured. */
export async function call(
  provider: string,
  url: string,
  init: { readonly method: 'GET' | 'POST'; readonly headers: Readonly<Record<string, string>>; readonly body?: string },
  context: CallContext,
): Promise<Answer> {
  const where = `${provider}: ${init.method} ${url}`;
  const outcome = await requestCapped(url, init, context.limits, {
    sleep: context.sleep,
    wait: (answer, tries) =>
      answer.status === 'answered' && answer.httpStatus === 429 ? rateLimitWait(where, answer.headers, tries - 1, context) : undefined,
  });
  if (outcome.status === 'failed') {
    throw new TranslationError(
      outcome.reason === 'timeout'
        ? `${where}: ${outcome.error}; stopped (the provider may be overloaded: try again later)`
        : `${where}: ${outcome.error}`,
    );
  }
  return { httpStatus: outcome.httpStatus, body: outcome.body };
}

/** How long a 429 asks to wait (Retry-After, or a short growing pause without one); throws when the run should stop instead. */
function rateLimitWait(where: string, headers: Headers, attempt: number, context: CallContext): number {
  const header = headers.get('retry-after');
  const wait = header === null ? 1000 * 2 ** attempt : retryAfterMs(header, context.now());
  if (wait === null)
    throw new TranslationError(`${where}: rate limited (HTTP 429) with an unreadable Retry-After ${JSON.stringify(header)}; stopped`);
  if (wait > context.limits.maxRetryWaitMs) {
    throw new TranslationError(
      `${where}: rate limited (HTTP 429); it asks to wait ${Math.ceil(wait / 1000)} s, more than the ${context.limits.maxRetryWaitMs / 1000} s a run waits. Stopped: run again later`,
    );
  }
  if (attempt >= context.limits.maxRetries) {
    throw new TranslationError(`${where}: still rate limited (HTTP 429) after waiting ${attempt} times; stopped: run again later`);
  }
  return wait;
}

/** The JSON of a 2xx answer, or a TranslationError naming what came instead. */
export function jsonOf(provider: string, answer: Answer): unknown {
  try {
    return JSON.parse(answer.body);
  } catch {
    const start = answer.body.trimStart().slice(0, 1);
    throw new TranslationError(`${provider}: answered ${start === '<' ? 'an HTML page' : 'something'} that is not JSON; nothing written`);
  }
}

/** A provider's own error text (`{ message }` from DeepL, `{ error }` from LibreTranslate), short. */
export function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown };
    const text = typeof parsed.message === 'string' ? parsed.message : typeof parsed.error === 'string' ? parsed.error : '';
    return text ? ` (${text.slice(0, 200)})` : '';
  } catch {
    return '';
  }
}
