import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { restrictDraftModeCookie } from '@/server/content/restrict-draft-mode-cookie'

export async function GET() {
  ;(await draftMode()).disable()
  restrictDraftModeCookie(await cookies())
  redirect('/')
}
