/** The event a section page's client leaf sends once React owns its DOM (components/site/hydrated-signal.tsx, browser/inline/fresh.ts). */
export const HYDRATED_EVENT = 'desk:hydrated';
