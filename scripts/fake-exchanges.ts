// `npm run exchanges:fake` (fakes/exchanges/command.ts; `-- --help` prints the usage).
import { runFakeExchanges } from '@/fakes/exchanges/command';

runFakeExchanges(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
