import type { PayloadRequest } from 'payload'

import { audit } from '@/platform/audit/audit'
import { transactionClient } from '@/platform/database/transaction-session'
import { withTransaction } from '@/platform/database/with-transaction'
import { AppError } from '@/platform/http/app-error'

import { lockPeople, type MergeBefore, type MergeMoved } from './merge-people'
import { PERSON_LINKED_TABLES } from './person-links'

/** How long a merge can be undone. */
export const UNDO_MERGE_DAYS = 30

/**
 * Undoes a merge within 30 days, in one transaction with the merge record and both people locked:
 * every row it moved that is still the kept person's goes back to the merged person, the addresses and
 * phones it added are removed, the kept person's name, household and notes are as they were, and the
 * merged person is live again. A merge undone already, too old, or whose kept person has since been
 * merged into someone else (undo that first) is refused and nothing changes.
 */
export async function undoPersonMerge(
  req: PayloadRequest,
  mergeId: number,
  now = new Date(),
): Promise<{ kept: number; merged: number; restored: number }> {
  return withTransaction(req, async () => {
    const db = await transactionClient(req)
    const { rows } = await db.query<{
      kept_id: number | null
      merged_id: number | null
      merged_at: string
      undone_at: string | null
      moved: MergeMoved
      before: MergeBefore
    }>(`SELECT kept_id, merged_id, merged_at, undone_at, moved, before FROM person_merges WHERE id = $1 FOR UPDATE`, [
      mergeId,
    ])
    const record = rows[0]
    if (!record) throw new AppError('not-found', 'There is no such merge.')
    if (record.undone_at) throw new AppError('conflict', 'This merge has already been undone.')
    if (now.getTime() - new Date(record.merged_at).getTime() > UNDO_MERGE_DAYS * 86_400_000)
      throw new AppError('conflict', `A merge can be undone for ${UNDO_MERGE_DAYS} days only.`)
    const { kept_id: keep, merged_id: merge } = record
    if (keep === null || merge === null) throw new AppError('conflict', 'One of these people has since been deleted.')
    const people = await lockPeople(db, [keep, merge])
    const kept = people.get(keep)
    const merged = people.get(merge)
    if (!kept || !merged) throw new AppError('conflict', 'One of these people has since been deleted.')
    if (merged.merged_into_id !== keep) throw new AppError('conflict', 'This merge has already been undone.')
    if (kept.merged_into_id !== null)
      throw new AppError(
        'conflict',
        `${kept.full_name} has since been merged into someone else: undo that merge first.`,
      )

    let restored = 0
    for (const table of PERSON_LINKED_TABLES) {
      const ids = record.moved[table] ?? []
      if (!ids.length) continue
      const result = await db.query(`UPDATE ${table} SET person_id = $1 WHERE id = ANY($2::int[]) AND person_id = $3`, [
        merge,
        ids,
        keep,
      ])
      restored += result.rowCount ?? 0
    }
    await db.query(`DELETE FROM people_emails WHERE _parent_id = $1 AND id = ANY($2::varchar[])`, [
      keep,
      record.moved.addedEmails ?? [],
    ])
    await db.query(`DELETE FROM people_phones WHERE _parent_id = $1 AND id = ANY($2::varchar[])`, [
      keep,
      record.moved.addedPhones ?? [],
    ])
    const before = record.before.kept
    await db.query(
      `UPDATE people SET full_name = $2, household_id = $3, notes = $4, updated_at = now() WHERE id = $1`,
      [keep, before.fullName, before.householdId, before.notes],
    )
    await db.query(`UPDATE people SET merged_into_id = NULL, updated_at = now() WHERE id = $1`, [merge])
    await db.query(`UPDATE person_merges SET undone_at = $2, undone_by_id = $3, updated_at = now() WHERE id = $1`, [
      mergeId,
      now.toISOString(),
      req.user ? Number(req.user.id) : null,
    ])
    await audit(req, {
      action: 'person-unmerge',
      summary: `Undid the merge of person ${merge} into person ${keep}`,
      target: `people:${merge}`,
      details: { kept: keep, merged: merge, merge: mergeId, restored },
    })
    return { kept: keep, merged: merge, restored }
  })
}
