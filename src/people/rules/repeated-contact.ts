/**
 * Whether the entry at `index` of a person's list of addresses (or phones) names one listed before
 * it, by key (`keys`: emailKey or phoneKey of each entry; null for an entry with none). A person holds
 * each mailbox and each number once: matching and the duplicates list count a key once per person,
 * and the database refuses a second row with the same key (migration 20261129_004002_one_address_per_person).
 */
export function repeatsAnEarlierEntry(keys: readonly (string | null)[], index: number): boolean {
  const key = keys[index]
  return key != null && keys.slice(0, index).includes(key)
}
