import type { TaskConfig } from 'payload'

import { churchNameOf } from '@/site'
import { buildAcknowledgement, buildStaffNotification } from './emails/form-notification'
import { siteUrl } from '@/platform/env'
import { sendEmails } from '@/platform/email'
import { FORM_DEFINITIONS } from './definitions'
import { messageLinksFor } from '@/consent'
import type { PublicFormCollection } from './store-submission'

/** Tells the church about a submission (enquiries address) and thanks the person who sent it. */
export const sendFormNotificationsTask: TaskConfig<'sendFormNotifications'> = {
  slug: 'sendFormNotifications',
  retries: 3,
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'submissionId', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    const collection = input.collection as PublicFormCollection
    const definition = FORM_DEFINITIONS[collection]
    if (!definition) throw new Error(`No notification is defined for ${collection}`)
    const [doc, settings] = await Promise.all([
      req.payload.findByID({ collection, id: input.submissionId, depth: 0, disableErrors: true, req }),
      req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    ])
    // Deleted before the e-mails went out (by staff or by retention): there is nobody to tell.
    if (!doc) return { output: {} }
    const record = doc as unknown as Record<string, unknown>
    const person = definition.person(record)
    const staff = buildStaffNotification({
      formTitle: definition.title,
      rows: definition.rows(record),
      adminUrl: `${siteUrl()}/admin/collections/${collection}/${input.submissionId}`,
    })
    const links = messageLinksFor(person.email)
    const thanks = buildAcknowledgement({
      churchName: churchNameOf(settings),
      name: person.name,
      ...definition.acknowledgement,
      preferencesUrl: links.preferencesUrl,
    })
    const results = await sendEmails(req.payload, [
      { to: settings.enquiriesEmail, ...staff, headers: { 'Reply-To': person.email } },
      { to: person.email, ...thanks, headers: links.headers },
    ])
    const failed = results.filter((r) => !r.isSent)
    if (failed.length)
      throw new Error(`Notification e-mails failed: ${failed.map((f) => ('error' in f ? f.error : '')).join('; ')}`)
    return { output: {} }
  },
}
