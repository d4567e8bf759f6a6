import { cookies, draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { normalisePagePath, readPreviewer, restrictDraftModeCookie, validatePreviewPath } from '@/site'
import { findLeavePreviewPath } from '@/public-pages'
import { defineRoute } from '@/platform/http/route'
import { payloadClient } from '@/platform/payload-client'

/**
 * "Leave preview": ends draft mode, then returns to the published page the editor was previewing (or,
 * when it has never been published, to its edit screen). Only a site path is followed, never another site.
 */
export const GET = defineRoute(async (request) => {
  ;(await draftMode()).disable()
  restrictDraftModeCookie(await cookies())
  const path = normalisePagePath(new URL(request.url).searchParams.get('path') ?? '/')
  if (validatePreviewPath(path) !== true) redirect('/')
  const payload = await payloadClient()
  redirect(await findLeavePreviewPath(payload, { path, previewer: await readPreviewer(payload, await headers()) }))
})
