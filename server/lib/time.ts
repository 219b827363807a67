/** Record times in JSON: ISO strings (design: created_at/updated_at). */
export const iso = (d: Date | string) => new Date(d).toISOString();
export const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
