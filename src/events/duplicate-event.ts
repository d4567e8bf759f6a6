import type { PayloadRequest } from 'payload'

import { slugify } from './rules/event-slug'
import { shiftEventDates } from './rules/shift-event'
import { AppError } from '@/platform/http/app-error'

import { readEventById, sessionsOf } from './read-event'
import { relationId } from '@/platform/data/relation-id'

/**
 * Copies an event as a draft for another date: its sessions (moved so the first falls on
 * `firstDate`, each keeping its UK clock time), texts, picture and settings. Registrations and
 * check-ins belong to the old event and are never copied. The copy's slug is free: the old one with
 * the new year, then a number if that is taken.
 */
export async function duplicateEvent(
  req: PayloadRequest,
  { id, firstDate, title }: { id: number; firstDate: string; title?: string },
): Promise<{ id: number; slug: string; title: string }> {
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
  const newTitle = title?.trim() || retitle(source.title, firstDate)
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
  }))
  const copy = await req.payload.create({
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
      sessions,
    },
    overrideAccess: false,
    user: req.user,
    depth: 0,
    req,
  })
  return { id: copy.id, slug: copy.slug, title: copy.title }
}

/** "Outreach 2025" for a 2026 date becomes "Outreach 2026"; a title without its year is kept. */
function retitle(title: string, firstDate: string): string {
  const year = firstDate.slice(0, 4)
  return /\b(19|20)\d{2}\b/.test(title) ? title.replace(/\b(19|20)\d{2}\b/, year) : title
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
