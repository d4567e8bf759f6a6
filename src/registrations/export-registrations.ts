import type { PayloadRequest, Where } from 'payload'

import { answerParamOf, parseAnswerFilter } from './rules/answer-filters'
import { combine, notCancelledWhere, registrationListWhere, segmentWhere } from './rules/audience'
import { filtersForAudit } from '@/platform/audit/audit-actions'
import { countOf, REGISTRATIONS } from '@/platform/audit/audit-words'
import { backupExportFilename, registrationsExportFilename, segmentExportFilename } from './rules/registrations-csv'
import { eventParamSchema, parseRegistrationFilters } from './rules/registration-filters'
import { audit } from '@/platform/audit/audit'
import { isSpecEvent, readEventQuestions, requireStaffEvent, sessionsOf } from '@/events'
import { listScopeOf } from './rules/audience'
import { isCapped, placeLimitsOf } from '@/places'
import { AppError } from '@/platform/http/app-error'
import { resolveSegment } from './audience-filters'

import { answerFilterWhere } from './answer-filter-where'
import { streamRegistrationsCsv, type CsvEventSessions } from './stream-registrations-csv'

/** Every event's slug and session keys; a church has a handful of events, so they are read whole. */
async function eventSessions(req: PayloadRequest): Promise<CsvEventSessions> {
  const { docs } = await req.payload.find({
    collection: 'events',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true, sessions: true },
    req,
  })
  return new Map(
    docs.map((event) => [event.id, { slug: event.slug, keys: sessionsOf(event).map((session) => session.key) }]),
  )
}

const mostSessions = (events: CsvEventSessions) =>
  Math.max(0, ...[...events.values()].map((event) => event.keys.length))

type ExportPlan = {
  where: Where
  filename: string
  kind: string
  sessionCount: number
  questions?: ExportQuestion[]
  hasPlaceLimits?: boolean
  /** An event's own export, by session title; none for the SPEC event, whose file the SPEC fixed. */
  sessions?: Array<{ key: string; title: string }>
  details: Record<string, unknown>
}
type ExportQuestion = { key: string; label: string }

/**
 * What an export holds: one event's registrations as the table's filters select them (`event=<id>`,
 * the default event when none is named), a saved segment's (`segment=<id>`), or every registration
 * of every event (`backup=1`). The check-in columns are the event's sessions: for the SPEC event and
 * a file spanning events "Day 1 Check-in" on (as many as the event with the most), for any other event
 * by title ("Week 1 Check-in"), with who booked whom, children, codes and places. One event's export
 * ends with a column per question of that event.
 */
async function planExport(
  req: PayloadRequest,
  params: Record<string, string>,
  events: CsvEventSessions,
  now: Date,
): Promise<ExportPlan> {
  if (params.backup === '1') {
    return {
      where: {},
      filename: backupExportFilename(now),
      kind: 'complete backup',
      sessionCount: mostSessions(events),
      details: {},
    }
  }
  if (params.segment) {
    const segment = /^\d{1,10}$/.test(params.segment) ? await resolveSegment(req.payload, Number(params.segment)) : null
    if (!segment) throw new AppError('not-found', 'Segment not found.')
    return {
      where: combine([segmentWhere(segment.filters), notCancelledWhere]),
      filename: segmentExportFilename(segment.name, now),
      kind: `segment ${params.segment}`,
      sessionCount: mostSessions(events),
      details: {},
    }
  }
  const event = await requireStaffEvent(req.payload, req.user, eventParamSchema.parse(params.event ?? null))
  const filters = parseRegistrationFilters(new URLSearchParams(params))
  const questions = await readEventQuestions(req.payload, event.id)
  const answer = parseAnswerFilter(answerParamOf(filters), questions)
  return {
    where: combine([
      registrationListWhere(filters, listScopeOf(event)),
      answer ? await answerFilterWhere(req.payload, event.id, answer) : null,
    ]),
    filename: registrationsExportFilename(now, event.slug),
    kind: 'registrations',
    sessionCount: event.sessions.length,
    questions: questions.map(({ key, label }) => ({ key, label })),
    hasPlaceLimits: isCapped(placeLimitsOf(event)),
    sessions: isSpecEvent(event) ? undefined : event.sessions.map(({ key, title }) => ({ key, title })),
    details: { event: event.slug, filters: filtersForAudit(filters) },
  }
}

/** The export as a CSV stream, audited once the last row has gone out, with the number of rows it held. */
export async function exportRegistrations(
  req: PayloadRequest,
  params: Record<string, string>,
): Promise<{ filename: string; csv: ReadableStream<Uint8Array> }> {
  const events = await eventSessions(req)
  const plan = await planExport(req, params, events, new Date())
  const isBackup = params.backup === '1'
  const onDone = (rows: number) =>
    audit(req, {
      action: 'export',
      summary: `Exported ${countOf(rows, REGISTRATIONS)} as CSV (${plan.kind})`,
      target: plan.filename,
      details: { kind: plan.kind, rows, filters: {}, ...plan.details },
    })
  return {
    filename: plan.filename,
    csv: streamRegistrationsCsv(req.payload, {
      where: plan.where,
      kind: {
        isBackup,
        sessionCount: plan.sessionCount,
        questions: plan.questions ?? [],
        hasPlaceLimits: plan.hasPlaceLimits ?? false,
        sessions: plan.sessions,
      },
      events,
      onDone,
    }),
  }
}
