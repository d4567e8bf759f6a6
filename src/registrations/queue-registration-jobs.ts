import type { PayloadRequest } from 'payload'

import { dueMessageSql, dueMessagesWhere } from '@/events'
import { jobWaitingSql, jobWaitingWhere, queueJobs, type Job, type StatementJob } from '@/platform/jobs/queue-jobs'

/**
 * What a registration written from the form queues, whichever way it is written: its confirmation
 * e-mail (which, for a repeat, also tells the owner how many people listed were left out), and, when
 * one of the event's scheduled messages is already due (a reminder that went out before this person
 * registered), the send job, unless one is already waiting to run, so they get it within seconds.
 */
const confirmation = (registrationId: number | string, peopleLeftOut = 0): Job => ({
  task: 'sendRegistrationConfirmation',
  input: { registrationId, ...(peopleLeftOut ? { peopleLeftOut } : {}) },
})

/** Payload's path: the jobs queued in the registration's transaction. */
export async function queueRegistrationJobs(
  req: PayloadRequest,
  { registrationId, eventId, peopleLeftOut = 0 }: { registrationId: number; eventId: number; peopleLeftOut?: number },
  now = new Date(),
): Promise<void> {
  const jobs = [confirmation(registrationId, peopleLeftOut)]
  const [due, waiting] = await Promise.all([
    req.payload.count({
      collection: 'scheduled-messages',
      where: dueMessagesWhere(now, eventId),
      overrideAccess: true,
      req,
    }),
    req.payload.count({
      collection: 'payload-jobs',
      where: jobWaitingWhere('sendScheduledMessages', now),
      overrideAccess: true,
      req,
    }),
  ])
  if (due.totalDocs > 0 && waiting.totalDocs === 0) jobs.push({ task: 'sendScheduledMessages', input: {} })
  await queueJobs(req, jobs)
}

/**
 * The fast statement's path: the same jobs as rows of the statement, for the registration it inserts
 * (`registration`, with its `id`), at the event `$event` and the time `$at` (SQL parameters).
 */
export const registrationStatementJobs = ({ event, at }: { event: string; at: string }): StatementJob[] => [
  {
    task: 'sendRegistrationConfirmation',
    input: `jsonb_build_object('registrationId', registration.id)`,
    from: 'registration',
  },
  {
    task: 'sendScheduledMessages',
    input: `'{}'`,
    from: 'registration',
    where: `${dueMessageSql({ event, at })} AND NOT ${jobWaitingSql('sendScheduledMessages', at)}`,
  },
]
