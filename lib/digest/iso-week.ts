/** ISO 8601 weeks (`2026-W48`): weeks start on Monday, and week 1 is the one with the year's first Thursday. */
export interface IsoWeek {
  readonly year: number;
  readonly week: number;
  /** `2026-W48`. */
  readonly label: string;
  /** Monday, `YYYY-MM-DD`. */
  readonly start: string;
  /** Sunday, `YYYY-MM-DD`. */
  readonly end: string;
}

const DAY_MS = 86_400_000;

/** Monday of week 1 of an ISO year, as UTC milliseconds. */
function firstMonday(year: number): number {
  const jan4 = Date.UTC(year, 0, 4);
  const weekday = (new Date(jan4).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return jan4 - weekday * DAY_MS;
}

export function weeksInYear(year: number): 52 | 53 {
  return (firstMonday(year + 1) - firstMonday(year)) / (7 * DAY_MS) === 53 ? 53 : 52;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isoWeek(year: number, week: number): IsoWeek {
  const start = firstMonday(year) + (week - 1) * 7 * DAY_MS;
  return { year, week, label: `${year}-W${String(week).padStart(2, '0')}`, start: day(start), end: day(start + 6 * DAY_MS) };
}

/** `2026-W48` → the week; a clear message for anything else, or a week the year does not have. */
export function parseIsoWeek(value: string): IsoWeek {
  const match = /^(\d{4})-W(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`a week is written like "2026-W48" (got ${JSON.stringify(value)})`);
  const year = Number(match[1]);
  const week = Number(match[2]);
  const weeks = weeksInYear(year);
  if (week < 1 || week > weeks) throw new RangeError(`${year} has weeks 01 to ${weeks} (got ${JSON.stringify(value)})`);
  return isoWeek(year, week);
}

/** The ISO week a date (`YYYY-MM-DD`) falls in. */
export function weekOf(date: string): IsoWeek {
  const ms = Date.parse(`${date}T00:00:00Z`);
  const year = new Date(ms).getUTCFullYear();
  for (const candidate of [year + 1, year, year - 1]) {
    const week = Math.floor((ms - firstMonday(candidate)) / (7 * DAY_MS)) + 1;
    if (week >= 1 && week <= weeksInYear(candidate)) return isoWeek(candidate, week);
  }
  throw new RangeError(`no ISO week for ${date}`);
}

/** The week a period is, when it is exactly one ISO week (Monday to Sunday); else null. */
export function periodWeek(period: { readonly start: string; readonly end: string }): IsoWeek | null {
  const week = weekOf(period.start);
  return week.start === period.start && week.end === period.end ? week : null;
}

/** The instant after the week's Sunday (Monday 00:00 UTC), where "the coming two weeks" start. */
export function weekEndInstant(week: IsoWeek): number {
  return Date.parse(`${week.end}T00:00:00Z`) + DAY_MS;
}
