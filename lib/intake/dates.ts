/** Dates as content files write them: ISO 8601 with an offset; anything Date cannot read is treated as no date. */

export function parseFeedDate(value: string | undefined | null): Date | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  return Number.isFinite(time) ? new Date(time) : null;
}

/** `2026-11-20T07:30:00Z`: UTC, whole seconds (the content schema's date-time). */
export function isoUtc(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** Offset of an IANA time zone at an instant, in minutes east of UTC; null for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number | null {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return null;
  }
  if (!name || name === 'GMT') return name ? 0 : null;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return null;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A wall-clock time in a zone as an instant (two passes settle the offset around a DST change). */
export function zonedToInstant(
  wall: { y: number; mo: number; d: number; h: number; mi: number; s: number },
  timeZone: string,
): Date | null {
  const asUtc = Date.UTC(wall.y, wall.mo - 1, wall.d, wall.h, wall.mi, wall.s);
  const first = zoneOffsetMinutes(timeZone, new Date(asUtc));
  if (first === null) return null;
  const second = zoneOffsetMinutes(timeZone, new Date(asUtc - first * 60_000)) ?? first;
  return new Date(asUtc - second * 60_000);
}

/** An instant written with a zone's offset at that instant: `2026-11-26T18:00:00+01:00`. */
export function isoInZone(at: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  if (offset === null) return isoUtc(at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  if (offset === 0) return `${local}Z`;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone an event source's country keeps, for calendar times that name none. */
export function countryZone(country: string): string {
  const zones: Record<string, string> = {
    NO: 'Europe/Oslo',
    SE: 'Europe/Stockholm',
    DK: 'Europe/Copenhagen',
    FI: 'Europe/Helsinki',
    IS: 'Atlantic/Reykjavik',
    EU: 'Europe/Brussels',
  };
  return zones[country] ?? 'Europe/Oslo';
}
