/** Whole numbers from the strings of flags and environment variables; anything else is undefined (the caller's default). */
export function positiveInt(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** A whole number ≥ 0 (`0` allowed: "do not wait"), else undefined. */
export function nonNegativeInt(value: string | undefined): number | undefined {
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined;
}
