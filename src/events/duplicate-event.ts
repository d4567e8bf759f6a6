import { withHookContext } from '@/platform/hook-context'
import type { PayloadRequest } from 'payload'

import { copyTitle, describeCopy } from './rules/copy-event'
import { slugify } from './rules/event-slug'
import { shiftEventDates } from './rules/shift-event'
import { AppError } from '@/platform/http/app-error'

import { readEventById, sessionsOf } from './read-event'
import { relationId } from '@/platform/data/relation-id'

export type DuplicatedEvent = {
  id: number
  slug: string
  title: string
  copied: { sessions: number; questions: number; messages: number }
  /** "3 sessions, 1 question, 6 scheduled messages" */
  summary: string
}

/**
 * Copies an event as a draft for another date: its sessions (moved so the first falls on
 * `firstDate`, each keeping its UK clock time, with their places), texts, picture, every setting
 * (places, offer hours, group limit), its questions and its scheduled messages as staff left them
 * (the messaging domain copies those, told by the request's context). Registrations and check-ins
 * belong to the old event and are never copied. The copy's slug is free: the old one with the new
 * year, then a number if that is taken.
 */
export async function duplicateEvent(
  req: PayloadRequest,
  { id, firstDate, title }: { id: number; firstDate: string; title?: string },
): Promise<DuplicatedEvent> {
  const source = await readEventById(req.payload, id, req)
  if (!source) throw new AppError('not-found', 'There is no such event.')
  let shifted
  try {
    shifted = shiftEventDates(
      {
        sessions: sessionsOf(source),
        registrationOpensAt: source.registrationOpensAt,
        registrationClosesAt: source.registrationClosesAt,
      },
      firstDate,
    )
  } catch (error) {
    throw new AppError('invalid', (error as Error).message, { errors: { firstDate: (error as Error).message } })
  }
  const newTitle = title?.trim() || copyTitle(source.title, firstDate)
  const slug = await freeSlug(req, slugify(newTitle) || `${source.slug}-copy`)
  const sessions = (source.sessions ?? []).map((session, index) => ({
    key: session.key,
    title: session.title,
    startsAt: shifted.sessions[index]!.startsAt,
    startsAt_tz: session.startsAt_tz,
    endsAt: shifted.sessions[index]!.endsAt,
    endsAt_tz: session.endsAt_tz,
    mode: session.mode,
    venue: session.venue,
    address: session.address,
    note: session.note,
    capacity: session.capacity ?? null,
  }))
  // Each answer points at its question by key: the copy's questions keep theirs, so the forms match.
  const questions = (source.questions ?? []).map(({ id: _rowId, ...question }) => question)
  // The messaging domain copies the source's scheduled messages to the copy, not the default ones.
  const copy = await withHookContext(req, { copiedFromEvent: source.id }, () =>
    req.payload.create({
      collection: 'events',
      draft: true,
      data: {
        _status: 'draft',
        title: newTitle,
        slug,
        summary: source.summary,
        banner: relationId(source.banner),
        admission: source.admission,
        about: source.about,
        streamUrl: source.streamUrl,
        recordingUrl: null,
        registrationOpensAt: shifted.registrationOpensAt ?? null,
        registrationCloses: source.registrationCloses === 'never' ? 'last-session-ends' : source.registrationCloses,
        registrationClosesAt: shifted.registrationClosesAt ?? null,
        allSessionsLabel: source.allSessionsLabel,
        capacity: source.capacity ?? null,
        offerHours: source.offerHours,
        groupLimit: source.groupLimit,
        sessions,
        questions,
      },
      overrideAccess: false,
      user: req.user,
      depth: 0,
      req,
    }),
  )
  const { totalDocs: messages } = await req.payload.count({
    collection: 'scheduled-messages',
    where: { event: { equals: copy.id } },
    overrideAccess: true,
    req,
  })
  const copied = { sessions: sessions.length, questions: questions.length, messages }
  return { id: copy.id, slug: copy.slug, title: copy.title, copied, summary: describeCopy(copied) }
}

async function freeSlug(req: PayloadRequest, wanted: string): Promise<string> {
  for (let attempt = 1; attempt < 50; attempt += 1) {
    const slug = attempt === 1 ? wanted : `${wanted}-${attempt}`
    const { totalDocs } = await req.payload.count({
      collection: 'events',
      where: { slug: { equals: slug } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return slug
  }
  throw new AppError('conflict', 'Could not find a free address for the copy; give it another title.')
}
