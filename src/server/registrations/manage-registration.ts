import type { Payload } from 'payload'

import { normaliseAttendance, type AttendanceChoice } from '@/lib/attendance'
import { sendEmail } from '@/server/email'

import { hashToken } from './tokens'

export const MANAGE_MESSAGES = {
  invalid: 'This link is not valid. Please use the link in your most recent confirmation e-mail.',
  updated: 'Your registration has been updated.',
  cancelled: 'Your registration has been cancelled. We hope to see you another time.',
  alreadyCancelled: 'This registration was already cancelled.',
  restored: 'Your registration has been restored. We look forward to seeing you.',
  notCancelled: 'This registration is not cancelled.',
} as const

type ManageView = { firstName: string; attendanceChoice: AttendanceChoice[]; isCancelled: boolean }
export type ManageResult = { success: true; message?: string; registration: ManageView } | { success: false; message: string }

async function findByToken(payload: Payload, token: string) {
  if (!token || token.length > 200) return null
  // Deliberate override: the token hash is readable by nobody over the API.
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { manageTokenHash: { equals: hashToken(token) } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

const view = (doc: { fullName: string; attendanceChoice?: AttendanceChoice[] | null; cancelledAt?: string | null }): ManageView => ({
  firstName: doc.fullName.split(/\s+/)[0] ?? doc.fullName,
  attendanceChoice: doc.attendanceChoice ?? [],
  isCancelled: Boolean(doc.cancelledAt),
})

export type ManageAction = 'view' | 'update' | 'cancel' | 'restore'

/**
 * Shows, changes, cancels or restores the one registration the private link belongs to, and nothing
 * else. Only this link restores a cancelled registration: sending the form again does not.
 */
export async function manageRegistration(
  payload: Payload,
  { token, action, attendanceChoice }: { token: string; action: ManageAction; attendanceChoice?: AttendanceChoice[] },
): Promise<ManageResult> {
  const registration = await findByToken(payload, token)
  if (!registration) return { success: false, message: MANAGE_MESSAGES.invalid }
  if (action === 'view') return { success: true, registration: view(registration) }
  if (action === 'restore') {
    if (!registration.cancelledAt) return { success: false, message: MANAGE_MESSAGES.notCancelled }
    const restored = await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { cancelledAt: null, attendanceChoice: normaliseAttendance(attendanceChoice) },
      overrideAccess: true,
    })
    return { success: true, message: MANAGE_MESSAGES.restored, registration: view(restored) }
  }
  if (registration.cancelledAt) return { success: false, message: MANAGE_MESSAGES.alreadyCancelled }

  if (action === 'update') {
    const updated = await payload.update({
      collection: 'registrations',
      id: registration.id,
      data: { attendanceChoice: normaliseAttendance(attendanceChoice) },
      overrideAccess: true,
    })
    return { success: true, message: MANAGE_MESSAGES.updated, registration: view(updated) }
  }

  const updated = await payload.update({ collection: 'registrations', id: registration.id, data: { cancelledAt: new Date().toISOString() }, overrideAccess: true })
  // Read with a visitor's access, as the person's own link is: the enquiries address is public anyway.
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { enquiriesEmail: true }, overrideAccess: false })
  await sendEmail(payload, {
    to: settings.enquiriesEmail,
    subject: 'A registration was cancelled',
    text: `${registration.fullName} (${registration.email}) has cancelled their outreach event registration.`,
    html: `<p>A registration was cancelled by the person through their private link (registration ${registration.id}).</p>`,
  })
  return { success: true, message: MANAGE_MESSAGES.cancelled, registration: view(updated) }
}
