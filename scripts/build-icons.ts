// The app icons' PNGs from their SVGs (pipeline/app-icons.ts): npm run build:icons
import { writeAppIcons } from '@/pipeline/app-icons';

writeAppIcons().catch((error: unknown) => {
  console.error(`build-icons failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
