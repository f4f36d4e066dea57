// `npm run notify:telegram` (pipeline/jobs/notify-telegram.ts: usage, exit codes and environment).
import { runMain } from '@/lib/cli/run-main';
import { notifyTelegramCommand } from '@/pipeline/jobs/notify-telegram';

runMain('notify:telegram', () => notifyTelegramCommand(process.argv.slice(2)));
