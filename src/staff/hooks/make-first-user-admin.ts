import type { CollectionBeforeChangeHook } from 'payload'

/** The very first account (Payload's create-first-user screen or the seed) must be able to run the site. */
export const makeFirstUserAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  if (totalDocs === 0) return { ...data, role: 'admin' }
  return data
}
