import { z } from 'zod'

/** The PostgreSQL channel on which a change to public content is announced to every server. */
export const PURGE_CHANNEL = 'church_site_purge'

/** The paths whose cached pages a change made stale, as Next's `revalidatePath` takes them. */
export const purgeMessageSchema = z.object({
  paths: z
    .array(
      z.object({
        path: z.string().startsWith('/').max(1024),
        type: z.enum(['layout', 'page']).optional(),
      }),
    )
    .min(1)
    .max(100),
})

type PurgeMessage = z.infer<typeof purgeMessageSchema>
export type PurgedPath = PurgeMessage['paths'][number]
