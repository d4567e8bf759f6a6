import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import type { Queryable } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

import { PERSON_LINKED_TABLES, type PersonLinkedTable } from './person-links'

/** A person's details as they were before a merge: what its undo puts back. */
type PersonSnapshot = {
  id: number
  fullName: string
  householdId: number | null
  notes: string | null
  createdAt: string
}

/** What a merge changed: the rows moved per table, and the addresses and phones added to the kept person. */
export type MergeMoved = Record<PersonLinkedTable, number[]> & { addedEmails: string[]; addedPhones: string[] }

export type MergeBefore = { kept: PersonSnapshot; merged: PersonSnapshot }

const NOTES_MAX = 5000

type LockedPerson = {
  id: number
  full_name: string
  household_id: number | null
  notes: string | null
  merged_into_id: number | null
  anonymised_at: string | null
  created_at: string
}

/**
 * Locks two people for the rest of the transaction, in id order (so two merges of the same pair, either
 * way round, queue instead of deadlocking), and reads them.
 */
export async function lockPeople(db: Queryable, ids: readonly number[]): Promise<Map<number, LockedPerson>> {
  const { rows } = await db.query<LockedPerson>(
    `SELECT id, full_name, household_id, notes, merged_into_id, anonymised_at, created_at FROM people
     WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

const snapshot = (row: LockedPerson): PersonSnapshot => ({
  id: row.id,
  fullName: row.full_name,
  householdId: row.household_id,
  notes: row.notes,
  createdAt: new Date(row.created_at).toISOString(),
})

/**
 * Merges one person (`merge`) into another (`keep`), in one transaction with both people locked:
 * every row about the merged person (PERSON_LINKED_TABLES) becomes the kept person's; the kept
 * person gets the merged person's addresses and phones they lack, their household if they had none,
 * their notes after their own, and the newer record's name unless the admin chose one (`fullName`).
 * The merged record stays, marked `mergedInto`, with its own details, so the merge can be undone
 * exactly (undoPersonMerge); what moved is stored in person-merges, and the merge is audited.
 */
export async function mergePeople(
  req: PayloadRequest,
  { keep, merge, fullName }: { keep: number; merge: number; fullName?: string | null },
): Promise<{ merge: number; kept: number; merged: number; moved: Record<string, number> }> {
  if (keep === merge) throw new AppError('invalid', 'Choose two different people to merge.')
  return withTransaction(req, async () => {
    const db = await transactionClient(req)
    const people = await lockPeople(db, [keep, merge])
    const kept = people.get(keep)
    const merged = people.get(merge)
    if (!kept || !merged) throw new AppError('not-found', 'One of these people does not exist.')
    for (const person of [kept, merged]) {
      if (person.merged_into_id !== null)
        throw new AppError('conflict', `${person.full_name} has already been merged into someone else.`)
      if (person.anonymised_at !== null) throw new AppError('conflict', `${person.full_name} has been anonymised.`)
    }

    const moved = {} as MergeMoved
    for (const table of PERSON_LINKED_TABLES) {
      const { rows } = await db.query<{ id: number }>(
        `UPDATE ${table} SET person_id = $1 WHERE person_id = $2 RETURNING id`,
        [keep, merge],
      )
      moved[table] = rows.map((row) => row.id).sort((a, b) => a - b)
    }
    moved.addedEmails = await addMissingContacts(db, 'people_emails', 'email', keep, merge)
    moved.addedPhones = await addMissingContacts(db, 'people_phones', 'phone', keep, merge)

    const newer = new Date(merged.created_at) > new Date(kept.created_at) ? merged : kept
    const name = fullName?.trim() || newer.full_name
    const notes = [kept.notes, merged.notes].filter((note) => note?.trim()).join('\n\n') || null
    await db.query(
      `UPDATE people SET full_name = $2, household_id = coalesce(household_id, $3), notes = $4, updated_at = now() WHERE id = $1`,
      [keep, name, merged.household_id, notes?.slice(0, NOTES_MAX) ?? null],
    )
    await db.query(`UPDATE people SET merged_into_id = $1, updated_at = now() WHERE id = $2`, [keep, merge])

    const before: MergeBefore = { kept: snapshot(kept), merged: snapshot(merged) }
    const record = await req.payload.create({
      collection: 'person-merges',
      data: {
        kept: keep,
        merged: merge,
        mergedBy: req.user ? Number(req.user.id) : null,
        mergedAt: new Date().toISOString(),
        moved,
        before,
      },
      overrideAccess: true,
      depth: 0,
      req,
      select: { mergedAt: true },
    })
    const counts = Object.fromEntries(Object.entries(moved).map(([table, ids]) => [table, ids.length]))
    await audit(req, {
      action: 'person-merge',
      summary: `Merged person ${merge} into person ${keep}`,
      target: `people:${keep}`,
      details: { kept: keep, merged: merge, merge: record.id, moved: counts },
    })
    return { merge: record.id, kept: keep, merged: merge, moved: counts }
  })
}

/**
 * Copies the merged person's addresses (or phones) whose key the kept person lacks onto the kept
 * person, after their own; returns the new rows' ids.
 */
async function addMissingContacts(
  db: Queryable,
  table: 'people_emails' | 'people_phones',
  column: 'email' | 'phone',
  keep: number,
  merge: number,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO ${table} (_order, _parent_id, id, ${column}, key)
     SELECT coalesce((SELECT max(_order) FROM ${table} WHERE _parent_id = $1), 0) + row_number() OVER (ORDER BY m._order),
       $1, substr(md5(random()::text || clock_timestamp()::text || m.id), 1, 24), m.${column}, m.key
     FROM ${table} m
     WHERE m._parent_id = $2
       AND NOT EXISTS (SELECT 1 FROM ${table} k WHERE k._parent_id = $1
         AND (k.key = m.key OR (m.key IS NULL AND lower(k.${column}) = lower(m.${column}))))
     ON CONFLICT (key, _parent_id) DO NOTHING
     RETURNING id`,
    [keep, merge],
  )
  return rows.map((row) => row.id)
}
