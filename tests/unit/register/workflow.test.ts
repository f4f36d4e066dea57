import { describe, expect, it } from 'vitest';
import { readWorkflow, stepsOf } from '@/tests/helpers/workflow';

const workflow = readWorkflow('register-refresh.yml');
const steps = stepsOf(workflow);

describe('register refresh workflow', () => {
  it('runs daily and on demand, in the one group of writers of the published branch', () => {
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule?.[0]?.cron).toMatch(/^\d+ \d+ \* \* \*$/);
    expect('workflow_dispatch' in workflow.on).toBe(true);
    expect(workflow.concurrency).toMatchObject({ group: 'gh-pages', 'cancel-in-progress': false });
  });

  it('refreshes into the published checkout, then publishes the register set alone to gh-pages and to the bucket when one is set', () => {
    const refresh = steps.findIndex((s) => /npm run register:refresh -- --out \.\.\/published\b/.test(s.run ?? ''));
    const pages = steps.findIndex((s) =>
      /npm run publish -- --target gh-pages --only register --out \.\.\/published --repo \S+ --branch gh-pages/.test(s.run ?? ''),
    );
    const bucket = steps.findIndex((s) =>
      /npm run publish -- --target "s3:\/\/\$\{S3_BUCKET\}" --only register --out \.\.\/published/.test(s.run ?? ''),
    );
    expect(refresh).toBeGreaterThanOrEqual(0);
    expect(pages).toBeGreaterThan(refresh);
    expect(bucket).toBeGreaterThan(refresh);
    expect(steps[bucket]?.if).toContain("vars.S3_BUCKET != ''");
    // No hand-made commit or push beside the publish command.
    expect(steps.some((s) => /git (add|commit|push)/.test(s.run ?? ''))).toBe(false);
  });

  it('posts the exchanges\u2019 standing changes to Telegram after the publish, from the state the refresh kept where notify:telegram reads it', () => {
    const refresh = steps.find((s) => /npm run register:refresh/.test(s.run ?? ''));
    expect(refresh?.run).not.toMatch(/--snapshot/);
    const pages = steps.findIndex((s) => /--only register --out \.\.\/published --repo/.test(s.run ?? ''));
    const telegram = steps.findIndex((s) => s.run === 'bash scripts/notify-telegram-ci.sh');
    expect(telegram).toBeGreaterThan(pages);
    expect(steps[telegram]?.env).toMatchObject({ TELEGRAM_BOT_TOKEN: '${{ secrets.TELEGRAM_BOT_TOKEN }}' });
  });
});
