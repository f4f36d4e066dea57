/**
 * The markets page's live parts: the elements (`data-part`) the build prints (markets-body.tsx)
 * and the page's script fills again with the worker's markup (page-script.ts). `summary` is the
 * short line above the table, `notes` the lines below it.
 */
export const PART_NAMES = ['summary', 'notes', 'status', 'tiles'] as const;

export type PartName = (typeof PART_NAMES)[number];
