// contentlayer2 in watch mode, for `npm run dev` (pipeline/content/dev.mjs).
import { watchContent } from '../pipeline/content/dev.mjs';

await watchContent();
