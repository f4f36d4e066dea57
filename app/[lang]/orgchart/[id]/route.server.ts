import { leafRoute } from '@/components/site/leaf-route';
import { entityPage } from './entity-page';

// Server mode only (see next.config.mjs): the static export writes this page with scripts/export-pages.ts.
export const dynamic = 'force-dynamic';
export const GET = leafRoute(entityPage);
