import { relationId } from '@/platform/data/relation-id'
import type { Payload, PayloadRequest } from 'payload'

import { answerParamOf, parseAnswerFilter } from './rules/answer-filters'
import { combine, registrationListWhere } from './rules/audience'
import { answerText, checkedInSessionKeys, type EventQuestion, type StaffEvent, type StoredAnswer } from '@/events'
import { REGISTRATIONS_PAGE_SIZE, type RegistrationListQuery } from './rules/registration-filters'
import { listScopeOf } from './rules/audience'

import { answerFilterWhere } from './answer-filter-where'
import { findListedRegistrations } from './find-registrations'

export type RegistrationRow = {
  id: number
  fullName: string
  email: string | null
  phone: string | null
  attendanceChoice: string[]
  consentGdpr: boolean
  /** The keys of the sessions the person was checked in at. */
  checkedIn: string[]
  tags: string[]
  notes: string | null
  cancelled: boolean
  createdAt: string
  /** The answers to the event's questions as text, by question key (sensitive ones only for admins, as field access says). */
  answers: Record<string, string>
  /** The name of whoever brought the person along; null for someone who booked for themselves. */
  bookedBy: string | null
  isChild: boolean
  /** Holds their places, waits for one, or has been offered one. */
  place: 'confirmed' | 'waiting' | 'offered'
}

export type RegistrationPage = { rows: RegistrationRow[]; totalDocs: number; page: number; totalPages: number }

/**
 * One page of an event's registrations table, filtered, searched, sorted and paged in the database,
 * as the signed-in user may see it (field access applies: only admins get tags and notes).
 */
export async function listRegistrations(
  payload: Payload,
  user: PayloadRequest['user'],
  event: StaffEvent,
  { filters, page, sort }: RegistrationListQuery,
  questions: readonly EventQuestion[] = [],
): Promise<RegistrationPage> {
  const answer = parseAnswerFilter(answerParamOf(filters), questions)
  const where = combine([
    registrationListWhere(filters, listScopeOf(event)),
    answer ? await answerFilterWhere(payload, event.id, answer) : null,
  ])
  // A stable tiebreak, so rows never move between pages when many share a name or a time.
  const order = [sort, '-id']
  // Two steps, because Payload's query gathers each row's lists (attendance, tags) before it applies
  // the offset: on a deep page the database would build them for every row it skips. The page's ids
  // alone come from the indexes; then only those rows are read whole.
  const ids = await payload.find({
    collection: 'registrations',
    where,
    page,
    limit: REGISTRATIONS_PAGE_SIZE,
    sort: order,
    depth: 0,
    overrideAccess: false,
    user,
    select: {},
  })
  const docs = ids.docs.length
    ? (
        await findListedRegistrations(payload, user, {
          where: { id: { in: ids.docs.map((doc) => doc.id) } },
          sort: order,
          isCounted: false,
        })
      ).docs
    : []
  const answers = questions.length
    ? await readAnswers(
        payload,
        user,
        docs.map((doc) => doc.id),
      )
    : new Map<number, Record<string, string>>()
  const bookers = await readBookerNames(
    payload,
    docs.map((doc) => relationId(doc.groupBooker)).filter((id): id is number => id !== null),
  )
  return {
    rows: docs.map((doc) => ({
      id: doc.id,
      fullName: doc.fullName,
      email: doc.email ?? null,
      phone: doc.phone ?? null,
      attendanceChoice: doc.attendanceChoice ?? [],
      consentGdpr: Boolean(doc.consentGdpr),
      checkedIn: checkedInSessionKeys(doc.checkedInSessions),
      tags: doc.tags ?? [],
      notes: doc.notes ?? null,
      cancelled: Boolean(doc.cancelledAt),
      createdAt: doc.createdAt,
      answers: answers.get(doc.id) ?? {},
      bookedBy: bookers.get(relationId(doc.groupBooker) ?? 0) ?? null,
      isChild: Boolean(doc.isChild),
      place: doc.placeStatus ?? 'confirmed',
    })),
    totalDocs: ids.totalDocs,
    page: ids.page ?? page,
    totalPages: ids.totalPages,
  }
}

/** The names of a page's bookers, by id, in one query (a booker may be on another page, or cancelled). */
async function readBookerNames(payload: Payload, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const unique = [...new Set(ids)]
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { id: { in: unique } },
    limit: unique.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { fullName: true },
  })
  return new Map(docs.map((doc) => [doc.id, doc.fullName]))
}

/** A page's answers, read apart from the other columns: the door's list shares those and needs no answers. */
async function readAnswers(
  payload: Payload,
  user: PayloadRequest['user'],
  ids: number[],
): Promise<Map<number, Record<string, string>>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { id: { in: ids } },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    select: { answers: true, sensitiveAnswers: true },
  })
  const stored = (value: unknown) => (Array.isArray(value) ? (value as StoredAnswer[]) : [])
  return new Map(
    docs.map((doc) => [
      doc.id,
      Object.fromEntries(
        [...stored(doc.answers), ...stored(doc.sensitiveAnswers)].map((answer) => [
          answer.key,
          answerText(answer.value),
        ]),
      ),
    ]),
  )
}
