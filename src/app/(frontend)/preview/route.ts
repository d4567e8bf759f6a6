import { cookies, draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { normalisePagePath, readPreviewer, restrictDraftModeCookie, validatePreviewPath } from '@/site'
import { payloadClient } from '@/platform/payload-client'

/**
 * Editors see unpublished changes: only a signed-in admin or editor may switch draft mode on, and
 * every previewed page checks their sign-in again (a draft is shown to nobody else).
 */
export async function GET(request: Request) {
  const previewer = await readPreviewer(await payloadClient(), await headers())
  if (!previewer) {
    return new Response('Sign in to the admin as an editor to preview drafts.', { status: 403 })
  }
  const path = normalisePagePath(new URL(request.url).searchParams.get('path') ?? '/')
  // A CMS page's path or an event's page (/events/<slug>, /outreach-event): each reads the previewer again.
  if (validatePreviewPath(path) !== true) return new Response('Unknown page path.', { status: 400 })
  ;(await draftMode()).enable()
  restrictDraftModeCookie(await cookies())
  redirect(path)
}
