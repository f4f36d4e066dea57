/** One thing wrong with one content file. `field` is a path like `outlets[1].url`. */
export interface ContentProblem {
  readonly file: string;
  readonly field: string;
  readonly message: string;
}

export class ContentError extends Error {
  override name = 'ContentError';
  constructor(readonly problems: readonly ContentProblem[]) {
    super(
      `Content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((p) => `  content/${p.file}: ${p.field || '(file)'}: ${p.message}`).join('\n'),
    );
  }
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`))
    .join('');
}

/** Collects problems while validating, then throws them all at once. */
export class ProblemList {
  readonly problems: ContentProblem[] = [];
  add(file: string, field: string, message: string): void {
    this.problems.push({ file, field, message });
  }
  throwIfAny(): void {
    if (this.problems.length > 0) throw new ContentError(this.problems);
  }
}
