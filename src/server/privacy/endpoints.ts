import type { Endpoint } from 'payload'
import { z } from 'zod'

import { hasAnyRole } from '@/access/roles'
import { forbidden, json } from '@/server/forms/respond'

import { eraseSubject, findSubjectData, subjectCounts } from './subject'

const emailSchema = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address.'))
const adminOnly = (handler: Endpoint['handler']): Endpoint['handler'] => async (req) => (hasAnyRole(req.user, ['admin']) ? handler(req) : forbidden())
const emailFromUrl = (url: string | undefined) => emailSchema.safeParse(new URL(url ?? 'http://x/').searchParams.get('email') ?? '')

/** GET /api/privacy/subject?email=: what is held about a person, as counts and records. */
const lookup: Endpoint = {
  path: '/privacy/subject',
  method: 'get',
  handler: adminOnly(async (req) => {
    const email = emailFromUrl(req.url)
    if (!email.success) return json({ message: 'Please enter a valid email address.' }, 400)
    const data = await findSubjectData(req.payload, email.data)
    return json({ counts: subjectCounts(data), data })
  }),
}

/** GET /api/privacy/subject/export?email=: the subject access bundle as a JSON download. */
const exportBundle: Endpoint = {
  path: '/privacy/subject/export',
  method: 'get',
  handler: adminOnly(async (req) => {
    const email = emailFromUrl(req.url)
    if (!email.success) return json({ message: 'Please enter a valid email address.' }, 400)
    const data = await findSubjectData(req.payload, email.data)
    const stamp = new Date().toISOString().slice(0, 10)
    return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="subject-access-${stamp}.json"`,
        'Cache-Control': 'no-store',
      },
    })
  }),
}

/** POST /api/privacy/subject/erase {email, confirm}: the confirmation must repeat the address. */
const erase: Endpoint = {
  path: '/privacy/subject/erase',
  method: 'post',
  handler: adminOnly(async (req) => {
    let body: { email?: unknown; confirm?: unknown } = {}
    try {
      body = ((await req.json?.()) as typeof body) ?? {}
    } catch {
      body = {}
    }
    const email = emailSchema.safeParse(body.email ?? '')
    if (!email.success) return json({ message: 'Please enter a valid email address.' }, 400)
    if (String(body.confirm ?? '').trim().toLowerCase() !== email.data) return json({ message: 'Type the e-mail address again to confirm the erasure.' }, 400)
    return json({ ok: true, removed: await eraseSubject(req, email.data) })
  }),
}

export const privacyEndpoints: Endpoint[] = [lookup, exportBundle, erase]
