import { draftMode, headers } from 'next/headers'
import { redirect } from 'next/navigation'

import { hasAnyRole } from '@/access/roles'
import { normalisePagePath, validatePagePath } from '@/lib/page-path'
import { payloadClient } from '@/server/payload'

/** Editors see unpublished changes: only a signed-in admin or editor may switch draft mode on. */
export async function GET(request: Request) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  if (!hasAnyRole(user, ['admin', 'editor'])) {
    return new Response('Sign in to the admin as an editor to preview drafts.', { status: 403 })
  }
  const path = normalisePagePath(new URL(request.url).searchParams.get('path') ?? '/')
  if (validatePagePath(path) !== true) return new Response('Unknown page path.', { status: 400 })
  ;(await draftMode()).enable()
  redirect(path)
}
