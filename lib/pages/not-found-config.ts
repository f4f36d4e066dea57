/** The data block the 404 page's language script reads. */
export const NOT_FOUND_CONFIG_ID = 'not-found-config';

/** Per Nordic language: its `<html lang>` tag and the translated page title. */
export type NotFoundConfig = Readonly<Record<string, { readonly lang: string; readonly title: string }>>;
