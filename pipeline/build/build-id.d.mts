// Types for build-id.mjs (plain JavaScript: next.config.mjs imports it).

export function codeBuildId(cwd?: string): string | null;
