// The content watcher for `npm run dev`: the content build again after each change under content/
// (or to its config), so the store follows the files; a broken file is reported and the last good
// store stays. One build at a time; a change during a build starts one more after it.
import { spawn } from 'node:child_process';
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
    const child = spawn(process.execPath, ['scripts/content-build.mjs'], { stdio: 'inherit' });
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
