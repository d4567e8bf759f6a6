import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/** An event people registered for keeps its records: staff unpublish it instead of deleting it. */
export const refuseDeletingUsedEvent: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'registrations',
    where: { event: { equals: id } },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) {
    throw new APIError(
      `${totalDocs} ${totalDocs === 1 ? 'person has' : 'people have'} registered for this event, so it cannot be deleted. Unpublish it to take it off the site.`,
      409,
      undefined,
      true,
    )
  }
}
