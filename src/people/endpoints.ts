import { z } from 'zod'

import { defineEndpoint } from '@/platform/http/endpoint'

import { comparePeople } from './compare-people'
import { listDuplicates } from './list-duplicates'
import { markNotSamePerson } from './mark-distinct'
import { mergePeople } from './merge-people'
import { undoPersonMerge } from './undo-person-merge'

const ADMINS = ['admin'] as const

const personId = (what: string) =>
  z.coerce
    .number({ error: `Choose ${what}.` })
    .int(`Choose ${what}.`)
    .positive(`Choose ${what}.`)

/** GET /api/people/duplicates?page=N: one page of the possible duplicates, highest score first. */
const listDuplicatesEndpoint = defineEndpoint({
  path: '/duplicates',
  method: 'get',
  caller: ADMINS,
  query: z.object({ page: z.coerce.number().int().positive().max(100_000).default(1) }),
  handler: ({ req, query }) => listDuplicates(req.payload, query.page),
})

/** GET /api/people/compare?a=ID&b=ID: two people side by side. */
const comparePeopleEndpoint = defineEndpoint({
  path: '/compare',
  method: 'get',
  caller: ADMINS,
  query: z.object({ a: personId('the first person'), b: personId('the second person') }),
  handler: async ({ req, query }) => ({ people: await comparePeople(req.payload, [query.a, query.b]) }),
})

/** POST /api/people/merge { keep, merge, fullName? }: merges `merge` into `keep`. */
const mergePeopleEndpoint = defineEndpoint({
  path: '/merge',
  method: 'post',
  caller: ADMINS,
  body: z.object({
    keep: personId('the person to keep'),
    merge: personId('the person to merge into them'),
    fullName: z.string().trim().min(1).max(200, 'A name has at most 200 characters.').nullish(),
  }),
  handler: ({ req, body }) => mergePeople(req, body),
})

/** POST /api/people/undo-merge { merge }: undoes a merge (a person-merges id) within 30 days. */
const undoMergeEndpoint = defineEndpoint({
  path: '/undo-merge',
  method: 'post',
  caller: ADMINS,
  body: z.object({ merge: personId('the merge to undo') }),
  handler: ({ req, body }) => undoPersonMerge(req, body.merge),
})

/** POST /api/people/not-the-same { a, b }: the pair never shows in the possible duplicates again. */
const notTheSameEndpoint = defineEndpoint({
  path: '/not-the-same',
  method: 'post',
  caller: ADMINS,
  body: z.object({ a: personId('the first person'), b: personId('the second person') }),
  handler: ({ req, body }) => markNotSamePerson(req, body.a, body.b),
})

export const peopleEndpoints = [
  listDuplicatesEndpoint,
  comparePeopleEndpoint,
  mergePeopleEndpoint,
  undoMergeEndpoint,
  notTheSameEndpoint,
]
