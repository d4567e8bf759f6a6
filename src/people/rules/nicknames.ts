import Papa from 'papaparse'

import { NICKNAMES_CSV } from './data/nicknames-csv'

/**
 * Each given name with every name that is the same person's: its nicknames ("thomas" → "tom",
 * "tommy"), the names it is a nickname of ("tom" → "thomas"), and so the other nicknames of those
 * ("tom" → "tommy"). Two short forms of different names ("al" of albert and of alexander) meet only
 * through a full name, never each other.
 */
function equivalentNames(): Map<string, Set<string>> {
  const { data } = Papa.parse<{ name1: string; relationship: string; name2: string }>(NICKNAMES_CSV.trim(), {
    header: true,
    skipEmptyLines: true,
  })
  const nicknamesOf = new Map<string, Set<string>>()
  const canonicalsOf = new Map<string, Set<string>>()
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value))
  for (const { name1, relationship, name2 } of data) {
    if (relationship !== 'has_nickname' || !name1 || !name2) continue
    add(nicknamesOf, name1, name2)
    add(canonicalsOf, name2, name1)
  }
  const same = new Map<string, Set<string>>()
  const names = new Set([...nicknamesOf.keys(), ...canonicalsOf.keys()])
  for (const name of names) {
    const canonicals = canonicalsOf.get(name) ?? new Set<string>()
    const equivalent = new Set([...(nicknamesOf.get(name) ?? []), ...canonicals])
    for (const canonical of canonicals)
      for (const nickname of nicknamesOf.get(canonical) ?? []) equivalent.add(nickname)
    equivalent.delete(name)
    same.set(name, equivalent)
  }
  return same
}

let table: Map<string, Set<string>> | null = null

/** Whether two lower-cased given names can be one person's: equal, or a known short form of the other. */
export function isSameGivenName(a: string, b: string): boolean {
  if (a === b) return true
  table ??= equivalentNames()
  return table.get(a)?.has(b) ?? false
}

/** Every pair of given names that can be one person's ("tom", "thomas"), both ways round: for the duplicates query. */
export function givenNameEquivalents(): { names: string[]; equivalents: string[] } {
  table ??= equivalentNames()
  const names: string[] = []
  const equivalents: string[] = []
  for (const [name, same] of table)
    for (const equivalent of same) {
      names.push(name)
      equivalents.push(equivalent)
    }
  return { names, equivalents }
}
