// The content watcher for `npm run dev`: the content step again (`npm run content:build`: the store,
// then the check that prepares the copy every page reads) after each change under content/ or to
// its config; a broken file is reported. One run at a time; a change during one starts another.
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
import { watch } from 'node:fs';

const QUIET_MS = 200;

export function watchContent({ contentDir = 'content', config = 'contentlayer.config.ts' } = {}) {
  let timer;
  let running = false;
  let again = false;
  const build = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(npm, ['run', '--silent', 'content:build'], { stdio: 'inherit' });
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        build();
      }
    });
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(build, QUIET_MS);
  };
  watch(contentDir, { recursive: true }, changed);
  watch(config, changed);
}
