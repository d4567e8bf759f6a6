import type { PayloadRequest, TaskConfig } from 'payload'

import { churchNameOf } from '@/site'
import { buildRouteChangeNotice } from './emails/route-change-notice'
import type { RouteChange } from './rules/personal-data-routes'
import { sendEmails } from '@/platform/email'
import { siteUrl } from '@/platform/env'

/**
 * Queues the e-mail to every admin about a change of where personal data is sent, in the change's
 * own transaction: a change that is rolled back announces nothing, and one that is saved is
 * announced even if the e-mail provider is down at that moment (the job retries).
 */
export async function queueRouteChangeNotice(
  req: PayloadRequest,
  { slug, changes }: { slug: string; changes: RouteChange[] },
): Promise<void> {
  const changedBy = req.user?.collection === 'users' ? String(req.user.email) : ''
  await req.payload.jobs.queue({
    task: 'announceRouteChange',
    input: { slug, changes, changedBy, changedAt: new Date().toISOString() },
    req,
  })
}

/** Sends the notice to each admin account as it stands when the job runs, once each however often it is retried. */
export const announceRouteChangeTask: TaskConfig<'announceRouteChange'> = {
  slug: 'announceRouteChange',
  retries: 5,
  inputSchema: [
    { name: 'slug', type: 'text', required: true },
    { name: 'changes', type: 'json', required: true },
    { name: 'changedBy', type: 'text' },
    { name: 'changedAt', type: 'text', required: true },
  ],
  handler: async ({ input, job, req }) => {
    // The admins' addresses and the church's name are server data read for the server's own e-mail.
    const [admins, settings] = await Promise.all([
      req.payload.find({
        collection: 'users',
        where: { role: { equals: 'admin' } },
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      }),
      req.payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
    ])
    if (!admins.docs.length) return { output: {} }
    const notice = buildRouteChangeNotice({
      churchName: churchNameOf(settings),
      changedBy: input.changedBy || null,
      changedAt: input.changedAt,
      changes: input.changes as RouteChange[],
      settingsUrl: `${siteUrl()}/admin/globals/${input.slug}`,
    })
    const results = await sendEmails(
      req.payload,
      admins.docs.map((admin) => ({
        to: admin.email,
        ...notice,
        idempotencyKey: `route-change:${job.id}:${admin.id}`,
      })),
    )
    const failed = results.filter((result) => !result.isSent)
    if (failed.length)
      throw new Error(
        `${failed.length} of ${results.length} notices to admins failed: ${failed.map((f) => ('error' in f ? f.error : '')).join('; ')}`,
      )
    return { output: {} }
  },
}
