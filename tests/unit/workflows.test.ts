import { describe, expect, it } from 'vitest';
import { readWorkflow as read, stepsOf, type Workflow } from '@/tests/helpers/workflow';

const deploy = read('deploy.yml');
const refresh = read('markets-refresh.yml');
/** Index of the first step whose `run` matches. */
const stepIndex = (workflow: Workflow, pattern: RegExp) => stepsOf(workflow).findIndex((step) => pattern.test(step.run ?? ''));

describe('the deploy and market refresh workflows', () => {
  it('share one concurrency group, queued and never cancelled', () => {
    for (const workflow of [deploy, refresh]) {
      expect(workflow.concurrency?.group).toBeTruthy();
      expect(workflow.concurrency?.['cancel-in-progress']).toBe(false);
      expect(workflow.concurrency?.queue).toBe('max');
      for (const job of Object.values(workflow.jobs)) expect(job).not.toHaveProperty('concurrency');
    }
    expect(deploy.concurrency?.group).toBe(refresh.concurrency?.group);
  });

  it('deploy runs on push to main and by hand, and publishes the export with the publish command', () => {
    expect(deploy.on).toHaveProperty('workflow_dispatch');
    expect((deploy.on.push as { branches: string[] }).branches).toEqual(['main']);
    const build = stepIndex(deploy, /^npm run build$/m);
    const publish = stepIndex(deploy, /npm run publish -- --target gh-pages --out out --repo \S+ --branch gh-pages/);
    expect(build).toBeGreaterThan(-1);
    expect(publish).toBeGreaterThan(build);
    expect(stepsOf(deploy).some((step) => /npm ci\b/.test(step.run ?? ''))).toBe(false);
    expect(stepIndex(deploy, /npm install\b/)).toBeGreaterThan(-1);
  });

  it('deploy publishes to the bucket only when S3_BUCKET is set, after the build, with its keys from secrets', () => {
    const steps = stepsOf(deploy);
    const s3 = stepIndex(deploy, /npm run publish -- --target "s3:\/\/\$\{S3_BUCKET\}" --out out/);
    expect(s3).toBeGreaterThan(stepIndex(deploy, /^npm run build$/m));
    const step = steps[s3];
    expect(step?.if).toBe("vars.S3_BUCKET != ''");
    expect(step?.env?.AWS_ACCESS_KEY_ID).toBe('${{ secrets.AWS_ACCESS_KEY_ID }}');
    expect(step?.env?.AWS_SECRET_ACCESS_KEY).toBe('${{ secrets.AWS_SECRET_ACCESS_KEY }}');
    expect(step?.env?.AWS_REGION).toBe('${{ vars.AWS_REGION }}');
    expect(step?.env?.S3_ENDPOINT).toBe('${{ vars.S3_ENDPOINT }}');
    // The secrets reach the command through its environment only, never its text.
    expect(step?.run).not.toMatch(/secrets\./);
  });

  it('deploy restores the build cache before the build and saves it after, keyed by commit with earlier commits as fallback', () => {
    const steps = stepsOf(deploy);
    const build = stepIndex(deploy, /^npm run build$/m);
    const restore = steps.findIndex((step) => step.uses === 'actions/cache/restore@v4');
    const save = steps.findIndex((step) => step.uses === 'actions/cache/save@v4');
    expect(restore).toBeGreaterThan(-1);
    expect(restore).toBeLessThan(build);
    expect(save).toBeGreaterThan(build);
    // Last, after both publishes (the story is live before the cache uploads), and even when a publish failed.
    expect(save).toBeGreaterThan(stepIndex(deploy, /npm run publish -- --target "s3:/));
    expect(save).toBeGreaterThan(stepIndex(deploy, /npm run publish -- --target gh-pages/));
    expect(steps[save]?.if).toBe("always() && steps.build.outcome == 'success'");
    expect(steps[build]?.id).toBe('build');
    const paths = (index: number) =>
      String(steps[index]?.with?.path ?? '')
        .trim()
        .split('\n');
    for (const index of [restore, save]) {
      expect(paths(index)).toEqual(['code/.build-cache', 'code/out', 'code/.contentlayer', 'code/.next/cache']);
      expect(steps[index]?.with?.key).toMatch(/\$\{\{ github\.sha \}\}$/);
    }
    expect(steps[restore]?.with?.key).toBe(steps[save]?.with?.key);
    const fallbacks = String(steps[restore]?.with?.['restore-keys'] ?? '')
      .trim()
      .split('\n');
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const fallback of fallbacks) expect(String(steps[restore]?.with?.key).startsWith(fallback)).toBe(true);
  });

  it('deploy seeds the market data from the published branch before building, only when it exists', () => {
    const seed = stepIndex(deploy, /npm run markets:seed -- --from \.\.\/published\b/);
    const check = stepIndex(deploy, /git ls-remote --exit-code --heads origin refs\/heads\/gh-pages/);
    expect(check).toBeGreaterThan(-1);
    expect(seed).toBeGreaterThan(check);
    expect(seed).toBeLessThan(stepIndex(deploy, /^npm run build$/m));
    expect(stepsOf(deploy)[seed]?.if).toBe("steps.published.outputs.exists == 'true'");
  });

  it('asks for no permission by default and contents: write only on the job that pushes', () => {
    for (const workflow of [deploy, refresh]) {
      expect(workflow.permissions).toEqual({});
      for (const job of Object.values(workflow.jobs)) expect(job.permissions).toEqual({ contents: 'write' });
    }
  });

  it('the refresh succeeds with a notice while the branch does not exist yet', () => {
    const steps = stepsOf(refresh);
    const check = steps.findIndex((step) => step.id === 'published');
    expect(check).toBeGreaterThan(-1);
    expect(steps[check]?.run).toMatch(/^\s*2\)[\s\S]*::notice[\s\S]*exists=false/m);
    // Every step after the check that needs the branch is skipped without it.
    for (const step of steps.slice(check + 1))
      expect(step.if, JSON.stringify(step)).toMatch(/^steps\.published\.outputs\.exists == 'true'( && vars\.S3_BUCKET != '')?$/);
  });
});
