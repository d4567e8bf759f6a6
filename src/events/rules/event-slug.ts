/** A page address segment: lower-case letters and digits in words joined by single dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const isEventSlug = (value: string) => SLUG.test(value)

/** "Harvest Festival — 2026!" becomes "harvest-festival-2026"; accents are dropped, not lost letters. */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '')
}
