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

  it('publishes the market set alone with the publish command, to gh-pages and to the bucket when one is set', () => {
    const refresh = steps.findIndex((s) => s.run?.includes('npm run markets:refresh'));
    const pages = steps.findIndex((s) =>
      /npm run publish -- --target gh-pages --only markets --out \.\.\/published --repo \S+ --branch gh-pages/.test(s.run ?? ''),
    );
    const bucket = steps.findIndex((s) =>
      /npm run publish -- --target "s3:\/\/\$\{S3_BUCKET\}" --only markets --out \.\.\/published/.test(s.run ?? ''),
    );
    expect(pages).toBeGreaterThan(refresh);
    expect(bucket).toBeGreaterThan(refresh);
    expect(steps[bucket]?.if).toContain("vars.S3_BUCKET != ''");
    expect(steps[bucket]?.env?.AWS_SECRET_ACCESS_KEY).toBe('${{ secrets.AWS_SECRET_ACCESS_KEY }}');
    // No hand-made commit or push beside the publish command.
    expect(steps.some((s) => /git (commit|push)/.test(s.run ?? ''))).toBe(false);
  });
});
