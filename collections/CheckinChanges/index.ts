import type { CollectionConfig } from 'payload'

import { nobody } from '@/platform/access'

const closed = { read: nobody, create: nobody, update: nobody, delete: nobody }

/**
 * Every check-in made, moved earlier or undone, in the order the database committed it: what a door
 * device asks for "changes since" its cursor (`txid`, the writing transaction's id; see
 * `src/checkins/door-sync.ts`). Written by the check-in hooks only, read by the sync endpoint only.
 */
export const CheckinChanges: CollectionConfig = {
  slug: 'checkin-changes',
  admin: { hidden: true },
  access: closed,
  indexes: [{ fields: ['event', 'txid'] }, { fields: ['registration', 'session'] }],
  fields: [
    { name: 'registration', type: 'number', required: true },
    { name: 'event', type: 'number', required: true },
    { name: 'session', type: 'text', required: true },
    { name: 'checkedIn', label: 'Checked in (not undone)', type: 'checkbox', required: true },
    /** When it happened at the door: the check-in's time, or the undo's (a device's own clock when it was offline). */
    { name: 'at', type: 'date', required: true },
    { name: 'txid', type: 'number', required: true },
  ],
}

/**
 * The nonce of every check-in or undo a door device queued and sent, so an upload retried after a
 * lost answer is applied once (the unique index decides, inside the change's own transaction).
 */
export const CheckinNonces: CollectionConfig = {
  slug: 'checkin-nonces',
  admin: { hidden: true },
  access: closed,
  fields: [
    { name: 'nonce', type: 'text', required: true, unique: true },
    { name: 'outcome', type: 'text', required: true },
  ],
}
