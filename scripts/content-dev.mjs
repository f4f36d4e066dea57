// The content build on every change under content/, for `npm run dev` (pipeline/content/dev.mjs).
import { watchContent } from '../pipeline/content/dev.mjs';

watchContent();
