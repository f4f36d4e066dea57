import { faultPoint } from '@/lib/node/faults';

/** A point between the publish's fetch and each push, so a test can push from another clone then without timing. */
export interface PublishHooks {
  beforePush(attempt: number): Promise<void>;
}

export const NO_PUBLISH_HOOKS: PublishHooks = { beforePush: async () => undefined };

/** DESK_FAULT's `publish:push` point (lib/node/faults.ts). */
export function pushFaults(): PublishHooks {
  const point = faultPoint('publish', 'push');
  return { beforePush: async (attempt) => point.step(`attempt ${attempt}`) };
}

/** A point before each upload to a bucket. */
export interface S3PublishHooks {
  beforePut(key: string): Promise<void>;
}

export const NO_S3_HOOKS: S3PublishHooks = { beforePut: async () => undefined };

/** DESK_FAULT's `publish:put` point, labelled with the object's key. */
export function putFaults(): S3PublishHooks {
  const point = faultPoint('publish', 'put');
  return { beforePut: async (key) => point.step(key) };
}
