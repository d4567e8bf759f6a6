import type { Payload, PayloadRequest } from 'payload'

import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'

/**
 * Payload's JWT sign-in reads the whole staff account on every signed-in request through its query
 * builder: ~3 ms of CPU here, more than half of what a tap at the door costs. An account changes
 * rarely, so the account as Payload read it is kept, and used again while the database says the
 * account is exactly what was read: one indexed statement compares a digest of the account's row and
 * of its sessions with the digest taken in the same snapshot as the kept copy. Any change to the row
 * or its sessions (a sign-out, a new role, a second factor turned on, written by Payload or by SQL,
 * on this server or another) changes the digest, and the next request reads the account afresh.
 */
const digestOf = (id: number | string) => ({
  name: 'staff-account-digest',
  text: `SELECT md5(u::text || coalesce((SELECT string_agg(s::text, ',' ORDER BY s._order, s.id)
      FROM users_sessions s WHERE s._parent_id = u.id), '')) AS digest FROM users u WHERE u.id = $1`,
  values: [id],
})

/** One entry per account; there are a handful of staff, and a bound keeps a bad day from growing it. */
const MOST_KEPT = 1_000

type FindByIDArgs = Parameters<Payload['findByID']>[0]
type Kept = { digest: string; doc: Record<string, unknown> }

const keptByPayload = new WeakMap<Payload, Map<string, Kept>>()
const readersByPayload = new WeakMap<Payload, Payload>()

/**
 * The Payload instance to hand Payload's JWT strategy: the same instance, whose staff-account read by
 * id (the strategy's one read) is answered from the kept copy while it is current. Every other call
 * is Payload's own.
 */
export function withKeptAccounts(payload: Payload): Payload {
  let reader = readersByPayload.get(payload)
  if (!reader) {
    reader = Object.create(payload) as Payload
    reader.findByID = ((args: FindByIDArgs) =>
      isAccountRead(args) ? readAccount(payload, args) : payload.findByID(args)) as Payload['findByID']
    readersByPayload.set(payload, reader)
  }
  return reader
}

/** The strategy's read: a staff account by id, all its fields, no access rules, outside any transaction. */
function isAccountRead(args: FindByIDArgs): boolean {
  const { collection, overrideAccess, select, populate, showHiddenFields, draft, req } = args as FindByIDArgs & {
    showHiddenFields?: boolean
    draft?: boolean
  }
  return (
    collection === 'users' &&
    overrideAccess === true &&
    !select &&
    !populate &&
    !showHiddenFields &&
    !draft &&
    !req?.transactionID
  )
}

async function readAccount(payload: Payload, args: FindByIDArgs) {
  const kept = keptOf(payload)
  const key = JSON.stringify([args.id, args.depth ?? null, args.locale ?? null, args.fallbackLocale ?? null])
  const { rows } = await poolOf(payload).query<{ digest: string }>(digestOf(args.id))
  const current = kept.get(key)
  // No such account: Payload's own read answers it (and refuses it) as it always did.
  if (!rows[0]) return payload.findByID(args)
  if (current?.digest === rows[0].digest) return structuredClone(current.doc)
  const fresh = await readWithDigest(payload, args)
  kept.delete(key)
  if (kept.size >= MOST_KEPT) kept.delete(kept.keys().next().value!)
  kept.set(key, { digest: fresh.digest, doc: structuredClone(fresh.doc) })
  return fresh.doc
}

/**
 * The account and its digest from one snapshot (a repeatable-read transaction), so the copy kept is
 * the account the digest describes even when it changes while being read.
 */
async function readWithDigest(payload: Payload, args: FindByIDArgs) {
  const transactionID = await payload.db.beginTransaction({
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  } as never)
  if (!transactionID) throw new Error('Could not start a transaction to read the staff account')
  const req = { payload, transactionID } as PayloadRequest
  try {
    const doc = (await payload.findByID({ ...args, req } as FindByIDArgs)) as unknown as Record<string, unknown>
    const { rows } = await (await transactionClient(req)).query<{ digest: string }>(digestOf(args.id))
    await payload.db.commitTransaction(transactionID)
    return { doc, digest: rows[0]?.digest ?? '' }
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

function keptOf(payload: Payload): Map<string, Kept> {
  let kept = keptByPayload.get(payload)
  if (!kept) {
    kept = new Map()
    keptByPayload.set(payload, kept)
  }
  return kept
}
