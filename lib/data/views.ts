import type { SiteData } from './site-data';

/** Named slices of the site data (one country's stories), so a document's input key follows the slice it reads, not the whole table. */

type Compute<T> = (data: SiteData, arg: string) => T;

/** What a recording copy of the site data (lib/build/route-inputs.ts) answers to: it computes the view on the real data and notes it. */
export type ViewReader = <T>(name: string, arg: string, compute: Compute<T>) => T;

export const VIEW_READER = Symbol('view reader');

const VIEWS = new Map<string, Compute<unknown>>();

/** A view by name, so the next build can compute it again from its name and argument alone. */
export function dataView<T>(name: string, compute: Compute<T>): (data: SiteData, arg: string) => T {
  if (VIEWS.has(name)) throw new Error(`data view ${name} is defined twice`);
  VIEWS.set(name, compute);
  return (data, arg) => {
    const reader = (data as SiteData & { [VIEW_READER]?: ViewReader })[VIEW_READER];
    return reader ? reader(name, arg, compute) : compute(data, arg);
  };
}

export function viewNamed(name: string): Compute<unknown> | undefined {
  return VIEWS.get(name);
}
