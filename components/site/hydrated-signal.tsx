'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from '@/lib/pages/fresh-config';

/**
 * Tells the page's inline scripts that React has hydrated (or rendered, after a client
 * navigation) this section page: they may change its text now without React undoing it.
 */
export function HydratedSignal() {
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return null;
}
