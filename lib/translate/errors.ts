/**
 * A translation run stops on this: the provider refused (bad key, quota, rate limit past what a
 * run waits), did not answer in time, or answered something that is not a translation of what
 * was asked. The message says which provider, which request and what to do; nothing of the file
 * being translated has been written when it is thrown.
 */
export class TranslationError extends Error {
  override readonly name = 'TranslationError';
}
