import type { Environment } from '@/lib/config';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A test-only pause between the publish's fetch and push, so a test can push from another clone then without timing. */
export interface PublishHooks {
  beforePush(attempt: number): Promise<void>;
}

export const NO_PUBLISH_HOOKS: PublishHooks = { beforePush: async () => undefined };

export function hooksFromEnv(env: Environment): PublishHooks {
  const dir = env.PUBLISH_TEST_PAUSE_BEFORE_PUSH;
  if (!dir) return NO_PUBLISH_HOOKS;
  return {
    async beforePush(attempt) {
      process.stderr.write(`publish:test-hook pid=${process.pid} step=before-push attempt=${attempt}\n`);
      const resume = path.join(dir, `resume-${attempt}`);
      while (!existsSync(resume)) await sleep(20);
    },
  };
}

/** Test-only failures of one upload to a bucket. */
export interface S3PublishHooks {
  beforePut(key: string): Promise<void>;
}

export const NO_S3_HOOKS: S3PublishHooks = { beforePut: async () => undefined };

export function s3HooksFromEnv(env: Environment): S3PublishHooks {
  const failing = env.PUBLISH_TEST_FAIL_PUT;
  const killing = env.PUBLISH_TEST_KILL_AT_PUT;
  if (!failing && !killing) return NO_S3_HOOKS;
  return {
    async beforePut(key) {
      if (key === killing) process.kill(process.pid, 'SIGKILL');
      if (key === failing) throw new Error(`PUT ${key}: failed by PUBLISH_TEST_FAIL_PUT`);
    },
  };
}
