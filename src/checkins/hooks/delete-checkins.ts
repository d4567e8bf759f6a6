import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted registration takes its check-ins with it; they mean nothing without the person. */
export const deleteCheckins: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'checkins',
    where: { registration: { equals: id } },
    overrideAccess: true,
    req,
  })
}
