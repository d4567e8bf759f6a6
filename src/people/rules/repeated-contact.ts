/**
 * The first entry of a person's list of addresses (or phones) that is one they already listed, by
 * key (`keyOf`: emailKey or phoneKey), or null. A person holds each mailbox and each number once:
 * matching and the duplicates list count a key once per person, and the database refuses a second
 * row with the same key (migration 20261129_004002_one_address_per_person).
 */
export function repeatedContact<T>(rows: readonly T[], keyOf: (row: T) => string | null): T | null {
  const seen = new Set<string>()
  for (const row of rows) {
    const key = keyOf(row)
    if (key === null) continue
    if (seen.has(key)) return row
    seen.add(key)
  }
  return null
}
