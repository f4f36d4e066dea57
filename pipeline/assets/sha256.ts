import { createHash } from 'node:crypto';

export function sha256(content: string | Buffer, encoding: 'hex' | 'base64'): string {
  return createHash('sha256').update(content).digest(encoding);
}
