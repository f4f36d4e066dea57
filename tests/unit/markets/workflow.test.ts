import { describe, expect, it } from 'vitest';
import { ACTIONS_CRON } from '@/lib/markets/constants';
import { readWorkflow, stepsOf } from '@/tests/helpers/workflow';

const workflow = readWorkflow('markets-refresh.yml');
const steps = stepsOf(workflow);

describe('markets refresh workflow', () => {
  it('runs hourly at the shared cron and on demand', () => {
    expect(workflow.on.schedule?.map((s) => s.cron)).toEqual([ACTIONS_CRON]);
    expect('workflow_dispatch' in workflow.on).toBe(true);
  });

  it('checks out main and gh-pages and runs the refresh into the published checkout', () => {
    const refs = steps.filter((s) => s.uses?.startsWith('actions/checkout')).map((s) => s.with?.ref);
    expect(refs).toEqual(['main', 'gh-pages']);
    const refresh = steps.find((s) => s.run?.includes('npm run markets:refresh'));
    expect(refresh?.run).toMatch(/npm run markets:refresh -- --out \.\.\/published\b/);
  });

  it('commits only market files, and only when they changed', () => {
    const commit = steps.find((s) => s.run?.includes('git commit'))?.run ?? '';
    expect(commit).toContain('git add -A -- api/v1/markets.json api/v1/markets');
    expect(commit).toContain('git diff --cached --quiet');
    expect(commit).not.toMatch(/git add (-A|\.)\s*$/m);
  });
});
