import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of a GitHub Actions workflow the workflow tests read (.github/workflows/*.yml). */
export interface Step {
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  'working-directory'?: string;
}
export interface Job {
  permissions?: Record<string, string>;
  steps: Step[];
}
export interface Workflow {
  on: Record<string, unknown> & { schedule?: { cron: string }[] };
  permissions?: Record<string, string>;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean; queue?: string };
  jobs: Record<string, Job>;
}

/** One workflow file, parsed by the yaml package. */
export function readWorkflow(name: string): Workflow {
  return parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
}

/** Every step of every job, in file order. */
export function stepsOf(workflow: Workflow): Step[] {
  return Object.values(workflow.jobs).flatMap((job) => job.steps);
}
