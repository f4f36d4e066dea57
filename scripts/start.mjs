// `npm start`: serve the built site (out/) on $PORT (default 3000) with scripts/serve.ts, after
// building it (npm run build) when it is not current (pipeline/build/freshness.mjs).
import { spawnSync } from 'node:child_process';
import { buildReason } from '../pipeline/build/freshness.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Node flags of the server process (bench/serve-throughput.ts starts it the same way). */
const SERVER_NODE_FLAGS = ['--initial-old-space-size=64'];

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const reason = buildReason();
if (reason) {
  console.log(reason);
  run(npm, ['run', 'build']);
}
// A larger first old generation: without it the server's modules keep V8 collecting its whole
// heap under load, which halves the throughput (bench/README.md, "`npm start` beside a bare static
// file server"). The heap still grows and shrinks as V8 decides.
run(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'scripts/serve.ts', '--dir', 'out', ...process.argv.slice(2)]);
