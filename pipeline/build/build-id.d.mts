// Types for build-id.mjs (plain JavaScript: next.config.mjs imports it).

export const CONTENT_PATH: string;
export function codeBuildId(cwd?: string): string | null;
