export function codeBuildId(cwd?: string): string | null;
