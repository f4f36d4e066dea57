import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWorkflow, stepsOf } from '@/tests/helpers/workflow';

const deploy = readWorkflow('deploy.yml');
const telegram = readWorkflow('telegram.yml');
const posts = (step: { run?: string }) => /scripts\/notify-telegram-ci\.sh/.test(step.run ?? '');

describe('the Telegram workflow and the Deploy step', () => {
  it('runs twice an hour and by hand, in the publishers’ concurrency group, queued and never cancelled', () => {
    expect(telegram.on).toHaveProperty('workflow_dispatch');
    const crons = (telegram.on.schedule ?? []).map((entry) => entry.cron);
    expect(crons).toHaveLength(1);
    const minutes = crons[0]!.split(' ')[0]!.split(',');
    expect(minutes).toHaveLength(2);
    expect(crons[0]!.split(' ').slice(1).join(' ')).toBe('* * * *');
    expect(telegram.concurrency).toEqual(deploy.concurrency);
    expect(telegram.permissions).toEqual({});
    for (const job of Object.values(telegram.jobs)) expect(job.permissions).toEqual({ contents: 'write' });
  });

  it('Deploy posts after both publishes; the token reaches the command through its environment only', () => {
    const steps = stepsOf(deploy);
    const post = steps.findIndex(posts);
    expect(post).toBeGreaterThan(steps.findIndex((step) => /npm run publish -- --target gh-pages/.test(step.run ?? '')));
    expect(post).toBeGreaterThan(steps.findIndex((step) => /npm run publish -- --target "s3:/.test(step.run ?? '')));
    expect(steps[post]?.if).toBeUndefined(); // not after a failed publish
    for (const step of [steps[post], stepsOf(telegram).find(posts)]) {
      expect(step?.env?.TELEGRAM_BOT_TOKEN).toBe('${{ secrets.TELEGRAM_BOT_TOKEN }}');
      expect(step?.run).not.toMatch(/secrets\./);
    }
  });

  it('the step keeps the ledger on its own branch and pushes every change', () => {
    const script = readFileSync('scripts/notify-telegram-ci.sh', 'utf8');
    expect(script).toMatch(/^branch=telegram-ledger$/m);
    expect(script).toMatch(/npm run --silent notify:telegram -- --ledger \.\.\/telegram-ledger\/telegram\.json --push "\$branch"/);
  });
});
