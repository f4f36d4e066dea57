/** Inline scripts stay byte-identical so the CSP can allow them by hash; what varies travels beside them in a JSON data block. */
export function readConfig<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
