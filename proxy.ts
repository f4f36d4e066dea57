import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { apiNotFound } from '@/lib/api/guard';

/** Server mode only (a static export has no proxy). */
export function proxy(request: NextRequest): Response {
  return apiNotFound(request.nextUrl.pathname) ?? NextResponse.next();
}

export const config = {
  matcher: ['/api/v1/:path*'],
};
