import type { PayloadRequest, TaskType, Where } from 'payload'

/** A job to queue: one of the app's tasks and its input. */
export type Job = { task: TaskType; input: Record<string, unknown> }

/** Queues each job through Payload's queue, in the caller's transaction: it runs only if the write that queued it is kept. */
export async function queueJobs(req: PayloadRequest, jobs: readonly Job[]): Promise<void> {
  for (const job of jobs) await req.payload.jobs.queue({ task: job.task, input: job.input as never, req })
}

/**
 * A job of a write made in one SQL statement (the public form's fast path), where Payload's queue
 * cannot take part: its task, its input as an SQL expression over the statement's own rows (the
 * registration just inserted, say), the rows it comes from, and an optional condition.
 */
export type StatementJob = { task: TaskType; input: string; from: string; where?: string }

/**
 * The CTE that queues `jobs` as rows of Payload's jobs table in the same statement: what
 * `payload.jobs.queue` writes for a job that is to run as soon as the queue is next worked.
 * `at` is the SQL of the statement's own time. It returns the new jobs' ids, so that a statement can
 * read it to have the jobs written before something else. This and queueJobs are the only places jobs
 * are written.
 */
export function queueJobsCte(name: string, jobs: readonly StatementJob[], at: string): string {
  const rows = jobs.map(
    (job) =>
      `SELECT (${job.input})::jsonb AS input, '${job.task}'::enum_payload_jobs_task_slug AS task_slug FROM ${job.from}${job.where ? ` WHERE ${job.where}` : ''}`,
  )
  return `${name} AS (
        INSERT INTO payload_jobs (input, task_slug, updated_at, created_at)
        SELECT queued.input, queued.task_slug, ${at}, ${at} FROM (${rows.join(' UNION ALL ')}) AS queued
        RETURNING id
      )`
}

/** A job of this task waiting to run at `now`: queued, not started, not finished, not put off. */
export const jobWaitingWhere = (task: TaskType, now: Date): Where => ({
  and: [
    { taskSlug: { equals: task } },
    { completedAt: { exists: false } },
    { processing: { not_equals: true } },
    { or: [{ waitUntil: { exists: false } }, { waitUntil: { less_than_equal: now.toISOString() } }] },
  ],
})

/** The same rule as SQL, at `at` (an SQL expression). */
export const jobWaitingSql = (task: TaskType, at: string): string =>
  `EXISTS (SELECT 1 FROM payload_jobs j WHERE j.task_slug = '${task}' AND j.completed_at IS NULL AND NOT coalesce(j.processing, false) AND (j.wait_until IS NULL OR j.wait_until <= ${at}))`
