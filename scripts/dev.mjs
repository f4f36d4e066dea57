// `npm run dev`: content watcher, asset rebuilds and `next dev` together (pipeline/build/dev.mjs);
// arguments go to `next dev`.
import { runDev } from '../pipeline/build/dev.mjs';

runDev(process.argv.slice(2));
