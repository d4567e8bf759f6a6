import type { Endpoint } from 'payload'

import { hasAnyRole } from '@/access/roles'
import { fieldErrors } from '@/lib/schemas/registration'
import { walkInSchema } from '@/lib/schemas/walk-in'
import { forbidden, json } from '@/server/forms/respond'
import { checkinList } from '@/server/registrations/checkin'
import { registerWalkIn } from '@/server/registrations/walk-in'

const isDoorStaff = (user: Parameters<typeof hasAnyRole>[0]) => hasAnyRole(user, ['admin', 'volunteer'])

/** GET /api/registrations/checkin?day=day1|day2&q=…: the door's list and the day counts. */
export const checkinListEndpoint: Endpoint = {
  path: '/checkin',
  method: 'get',
  handler: async (req) => {
    if (!isDoorStaff(req.user)) return forbidden()
    const params = new URL(req.url ?? 'http://x/').searchParams
    const day = params.get('day') === 'day2' ? 'day2' : 'day1'
    const search = (params.get('q') ?? '').slice(0, 200)
    return json(await checkinList(req.payload, req.user, { day, search }))
  },
}

/** POST /api/registrations/walk-in: registers and checks in someone at the door. */
export const walkInEndpoint: Endpoint = {
  path: '/walk-in',
  method: 'post',
  handler: async (req) => {
    if (!isDoorStaff(req.user)) return forbidden()
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    const parsed = walkInSchema.safeParse(body ?? {})
    if (!parsed.success) {
      const errors = fieldErrors(parsed)
      return json({ message: Object.values(errors)[0] ?? 'Please check the form.', errors }, 400)
    }
    const result = await registerWalkIn(req, parsed.data)
    if (result.status === 'created') return json(result, 201)
    return json(result, 409)
  },
}
