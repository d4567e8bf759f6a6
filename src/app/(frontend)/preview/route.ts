import { cookies, draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { normalisePagePath, readPreviewer, restrictDraftModeCookie, validatePreviewPath } from '@/site'
import { AppError } from '@/platform/http/app-error'
import { defineRoute } from '@/platform/http/route'
import { payloadClient } from '@/platform/payload-client'

/**
 * Editors see unpublished changes: only a signed-in admin or editor may switch draft mode on, and
 * every previewed page checks their sign-in again (a draft is shown to nobody else).
 */
export const GET = defineRoute(async (request) => {
  const previewer = await readPreviewer(await payloadClient(), await headers())
  if (!previewer) throw new AppError('forbidden', 'Sign in to the admin as an editor to preview drafts.')
  const path = normalisePagePath(new URL(request.url).searchParams.get('path') ?? '/')
  // A CMS page's path or an event's page (/events/<slug>, /outreach-event): each reads the previewer again.
  if (validatePreviewPath(path) !== true) throw new AppError('invalid', 'Unknown page path.')
  ;(await draftMode()).enable()
  restrictDraftModeCookie(await cookies())
  redirect(path)
})
