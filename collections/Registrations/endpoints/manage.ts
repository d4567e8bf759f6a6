import type { Endpoint } from 'payload'
import { z } from 'zod'

import { ATTENDANCE_CHOICES } from '@/lib/attendance'
import { MISSING_ATTENDANCE_MESSAGE } from '@/lib/schemas/registration'
import { json, readPublicForm } from '@/server/forms/respond'
import { manageRegistration } from '@/server/registrations/manage'

const manageSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('view'), token: z.string().min(1).max(200) }),
  z.object({ action: z.literal('cancel'), token: z.string().min(1).max(200) }),
  z.object({
    action: z.literal('update'),
    token: z.string().min(1).max(200),
    attendanceChoice: z.array(z.enum(ATTENDANCE_CHOICES)).min(1, MISSING_ATTENDANCE_MESSAGE),
  }),
])

/** POST /api/registrations/manage: the person's private link, to see, change or cancel their days. */
export const manageEndpoint: Endpoint = {
  path: '/manage',
  method: 'post',
  handler: async (req) => {
    const read = await readPublicForm(req, { form: 'manage-registration', schema: manageSchema })
    if ('response' in read) return read.response
    const input = read.input
    return json(await manageRegistration(req.payload, { token: input.token, action: input.action, attendanceChoice: 'attendanceChoice' in input ? input.attendanceChoice : undefined }))
  },
}
