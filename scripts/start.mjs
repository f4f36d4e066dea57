// `npm start`: build the server version if there is none yet, then serve it on $PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const port = process.env.PORT || '3000';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('.next/BUILD_ID') || process.env.FORCE_BUILD === '1') {
  console.log('No server build yet: running npm run build:server first.');
  run(npm, ['run', 'build:server']);
}
run('npx', ['next', 'start', '--port', port]);
