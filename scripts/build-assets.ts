// The stylesheet, the browser scripts and .site/assets.json (pipeline/assets/build-assets.ts):
//   npm run build:assets
import { buildAssets } from '@/pipeline/assets/build-assets';

buildAssets().catch((error: unknown) => {
  console.error(`build-assets failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
