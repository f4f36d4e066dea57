/**
 * Inline scripts stay byte-identical on every page so the Content-Security-Policy can allow them
 * by hash; what varies per page or per build travels beside them as a JSON data block
 * (`<script type="application/json" id="…">`), which browsers never execute.
 */
export function readConfig<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
