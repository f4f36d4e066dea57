import { describe, expect, it } from 'vitest';
import { outcomeNote, outcomeSummary, type PagesOutcome, type S3Outcome } from '@/lib/publish/outcome';

const markets = { use: 'build', reason: 'newer' } as const;
const pages: PagesOutcome = {
  target: 'gh-pages',
  branch: 'gh-pages',
  status: 'published',
  head: 'abc123',
  created: false,
  attempts: 2,
  markets,
  uploaded: 3,
  deleted: 1,
  unchanged: 40,
};
const bucket: S3Outcome = {
  target: 's3',
  bucket: 'site-bucket',
  compared: 'record',
  hashed: 4,
  markets,
  uploaded: 3,
  deleted: 1,
  unchanged: 40,
};

describe('one publish outcome for every target', () => {
  it('prints the same summary line for a branch and a bucket', () => {
    expect(outcomeSummary(pages)).toBe('uploaded 3, deleted 1, unchanged 40');
    expect(outcomeSummary(bucket)).toBe(outcomeSummary(pages));
  });

  it("notes what became of the branch in the command's name; a bucket's own log already said it", () => {
    expect(outcomeNote(pages, 'publish')).toBe('publish: updated gh-pages at abc123 (attempt 2)');
    expect(outcomeNote({ ...pages, created: true, attempts: 1 }, 'publish:pages')).toBe(
      'publish:pages: created gh-pages at abc123 (attempt 1)',
    );
    expect(outcomeNote({ ...pages, status: 'unchanged', uploaded: 0, deleted: 0 }, 'publish')).toBe(
      'publish: gh-pages already holds this build; nothing was committed',
    );
    expect(outcomeNote(bucket, 'publish')).toBeNull();
  });
});
