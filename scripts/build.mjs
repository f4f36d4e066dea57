// `npm run build`: the whole site as files in out/ (pipeline/build/build.mjs).
import { runBuild } from '../pipeline/build/build.mjs';

const code = await runBuild();
if (code !== 0) process.exit(code);
