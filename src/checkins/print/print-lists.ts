import type { PayloadRequest } from 'payload'

import { formatEventDateLine, type StaffEvent } from '@/events'
import { formatStaffDateTime } from '@/events/shared'
import { audit } from '@/platform/audit/audit'
import { AppError } from '@/platform/http/app-error'
import { download } from '@/platform/http/respond'

import { doorListPlan, labelSheetPlan, L7163 } from '../rules/print-layout'
import { readDoorListRows, readSheetLabels } from './read-printed-lists'
import { renderPdf } from './render-pdf'

const PDF = 'application/pdf'

/** A file name's part from free text: "Super Sunday" → "super-sunday". */
const slugPart = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'session'

function sessionOf(event: StaffEvent, key: string) {
  const session = event.sessions.find((s) => s.key === key)
  if (!session)
    throw new AppError('invalid', `"${key}" is not a session of this event.`, { errors: { session: 'unknown' } })
  return session
}

/**
 * The door list of a session as an A4 PDF, for when the devices fail: everyone booked, in surname
 * order, with a tick box (ticked for who is in already). Printing it is audited: it carries names.
 */
export async function printDoorList(req: PayloadRequest, event: StaffEvent, key: string): Promise<Response> {
  const session = sessionOf(event, key)
  const now = new Date()
  const rows = await readDoorListRows(req.payload, event, key)
  const pdf = await renderPdf(
    `Door list: ${event.title}, ${session.title}`,
    (font) =>
      doorListPlan(
        {
          eventTitle: event.title,
          sessionTitle: session.title,
          when: formatEventDateLine(session),
          printedAt: formatStaffDateTime(now.toISOString()),
        },
        rows,
        font,
      ),
    { now },
  )
  await audit(req, {
    action: 'export',
    summary: `Door list printed for ${session.title} (${rows.length} people)`,
    target: `events:${event.id}`,
    details: { session: key, people: rows.length, format: 'door-list-pdf' },
  })
  return download(pdf, { filename: `door-list-${event.slug}-${slugPart(key)}.pdf`, contentType: PDF })
}

/**
 * The labels of every child in at a children's session on A4 label sheets (Avery L7163), each
 * child's name label beside their parent's receipt, for churches that print sheets. Audited.
 */
export async function printLabelSheet(req: PayloadRequest, event: StaffEvent, key: string): Promise<Response> {
  const session = sessionOf(event, key)
  if (!session.isChildrens)
    throw new AppError('invalid', `${session.title} is not a children's session: it has no labels.`, {
      errors: { session: 'not-childrens' },
    })
  const now = new Date()
  const labels = await readSheetLabels(req.payload, session, { eventId: event.id, when: formatEventDateLine(session) })
  const pdf = await renderPdf(
    `Children's labels: ${event.title}, ${session.title}`,
    (font) => labelSheetPlan(labels, font),
    {
      now,
    },
  )
  await audit(req, {
    action: 'export',
    summary: `Children's label sheets printed for ${session.title} (${labels.length} children, ${L7163.name})`,
    target: `events:${event.id}`,
    details: { session: key, children: labels.length, format: 'label-sheet-pdf' },
  })
  return download(pdf, { filename: `labels-${event.slug}-${slugPart(key)}.pdf`, contentType: PDF })
}
