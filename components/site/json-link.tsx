import { API_PREFIX } from '@/lib/urls';

/** The link from a page to the JSON document it is built from (`orgchart.json` …). */
export function JsonLink({ path, label }: { path: string; label: string }) {
  return (
    <p className="after">
      <a href={`${API_PREFIX}${path}`} type="application/json">
        {label}
      </a>
    </p>
  );
}
