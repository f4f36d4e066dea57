/** A translation run stops on this: the provider refused (bad key, quota, rate limit past what a run waits), did not answer in time. */
export class TranslationError extends Error {
  override readonly name = 'TranslationError';
}
