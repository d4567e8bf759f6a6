import type { Endpoint } from 'payload'
import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'
import { download } from '@/platform/http/respond'
import { AppError } from '@/platform/http/app-error'

import { eraseSubject } from './erase-subject'
import { exportRecords } from './export-records'
import { RECORD_TABLES } from './rules/records-csv'
import { findSubjectData, subjectCounts } from './find-subject-data'

const INVALID_EMAIL = 'Please enter a valid email address.'
const UNCONFIRMED = 'Type the e-mail address again to confirm the erasure.'

const emailSchema = z.string({ error: INVALID_EMAIL }).trim().toLowerCase().pipe(z.email(INVALID_EMAIL))
const byEmail = z.object({ email: emailSchema })
const eraseBody = z.object({ email: emailSchema, confirm: z.unknown() }).refine(
  ({ email, confirm }) =>
    String(confirm ?? '')
      .trim()
      .toLowerCase() === email,
  { path: ['confirm'], message: UNCONFIRMED },
)

/** GET /api/privacy/subject?email=: what is held about a person, as counts and records. */
const lookup = defineEndpoint({
  path: '/privacy/subject',
  method: 'get',
  caller: ['admin'],
  query: byEmail,
  handler: async ({ req, query }) => {
    const data = await findSubjectData(req.payload, query.email)
    return { counts: subjectCounts(data), data }
  },
})

/** GET /api/privacy/subject/export?email=: the subject access bundle as a JSON download. */
const exportBundle = defineEndpoint({
  path: '/privacy/subject/export',
  method: 'get',
  caller: ['admin'],
  query: byEmail,
  handler: async ({ req, query }) => {
    const data = await findSubjectData(req.payload, query.email)
    const stamp = new Date().toISOString().slice(0, 10)
    return download(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
      filename: `subject-access-${stamp}.json`,
      contentType: 'application/json; charset=utf-8',
    })
  },
})

/** POST /api/privacy/subject/erase {email, confirm}: the confirmation must repeat the address. */
const erase = defineEndpoint({
  path: '/privacy/subject/erase',
  method: 'post',
  caller: ['admin'],
  body: eraseBody,
  handler: async ({ req, body }) => ({ ok: true, removed: await eraseSubject(req, body.email) }),
})

/**
 * GET /api/privacy/backup/<people|households|follow-up-lists|follow-up-cards>: the rest of the
 * complete backup beside the registrations file, one CSV each, for admins only.
 */
const exportRecordsEndpoint = defineEndpoint({
  path: '/privacy/backup/:table',
  method: 'get',
  caller: ['admin'],
  handler: ({ req }) => {
    const table = z.enum(RECORD_TABLES).safeParse(req.routeParams?.table)
    if (!table.success) throw new AppError('not-found', `Choose a file: ${RECORD_TABLES.join(', ')}.`)
    const { filename, csv } = exportRecords(req, table.data)
    return download(csv, { filename, contentType: 'text/csv; charset=utf-8' })
  },
})

export const privacyEndpoints: Endpoint[] = [lookup, exportBundle, erase, exportRecordsEndpoint]
