import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readWorkflow, stepsOf } from '@/tests/helpers/workflow';

const workflow = readWorkflow('intake.yml');
const steps = stepsOf(workflow);
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the intake workflow', () => {
  it('runs on a schedule and by hand', () => {
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    const schedule = workflow.on.schedule as { cron: string }[];
    expect(schedule).toHaveLength(1);
    expect(schedule[0]?.cron).toMatch(/^\d+ \S+ \* \* \*$/);
  });

  it('asks for nothing by default, and only contents and pull requests on its job', () => {
    expect(workflow.permissions).toEqual({});
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toEqual({ contents: 'write', 'pull-requests': 'write' });
  });

  it('never runs two at once, never cancels one, and stays out of the published branch’s group', () => {
    expect(workflow.concurrency).toEqual({ group: 'intake', 'cancel-in-progress': false });
  });

  it('installs with npm install and runs the tested script with the token', () => {
    expect(steps.some((s) => /npm ci\b/.test(s.run ?? ''))).toBe(false);
    const install = steps.findIndex((s) => /^npm install\b/.test(s.run ?? ''));
    const intake = steps.findIndex((s) =>
      /^npm run intake:pr -- --repo-dir \. --remote origin --branch intake --base main$/.test(s.run ?? ''),
    );
    expect(install).toBeGreaterThan(-1);
    expect(intake).toBeGreaterThan(install);
    expect(steps[intake]?.env?.GITHUB_TOKEN).toBe('${{ secrets.GITHUB_TOKEN }}');
    expect(scripts['intake:pr']).toBe('tsx scripts/intake-pr.ts');
  });

  it('checks out main with its history (the flow merges main into the intake branch)', () => {
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toMatchObject({ ref: 'main', 'fetch-depth': 0 });
  });
});
