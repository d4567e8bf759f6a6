import { revalidatePath } from 'next/cache'

import { purgeMessageSchema } from '@/platform/cache/purge-message'
import { forgetCachedReads } from '@/platform/cache/read-cache'
import { isRevalidationSecret, REVALIDATION_SECRET_HEADER } from '@/platform/cache/revalidation-secret'
import { AppError } from '@/platform/http/app-error'
import { defineRoute } from '@/platform/http/route'

/**
 * Next re-renders cached pages only when `revalidatePath` runs inside one of its requests, so the
 * production server forwards another server's announced change to itself here. Anyone else gets
 * a plain 404: the secret exists only inside the server's process.
 */
export const POST = defineRoute(async (request) => {
  if (!isRevalidationSecret(request.headers.get(REVALIDATION_SECRET_HEADER)))
    throw new AppError('not-found', 'Not Found')
  const parsed = purgeMessageSchema.safeParse(await request.json().catch(() => null))
  if (!parsed.success) throw new AppError('invalid', 'Bad Request')
  for (const { path, type } of parsed.data.paths) revalidatePath(path, type)
  // Announced once the change was committed: a read kept between the change's own hook and its commit goes too.
  forgetCachedReads()
  return new Response(null, { status: 204 })
})
