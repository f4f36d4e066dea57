// `npm run markets:prebuild`, before `next build` (pipeline/jobs/markets-prebuild.ts: usage; it always exits 0).
import { runMain } from '@/lib/cli/run-main';
import { marketsPrebuildCommand } from '@/pipeline/jobs/markets-prebuild';

runMain('markets:prebuild', () => marketsPrebuildCommand(process.argv.slice(2)));
