import type { CollectionConfig } from 'payload'

import { fieldIsAdmin, fieldNobody, isContentStaff, publishedOrContentStaff } from '@/access'
import { validateLinkUrl } from '@/lib/links'
import { forgetCachedReadsHook } from '@/server/cache/read-cache'
import { siteUrl } from '@/server/env'

import { duplicateEventEndpoint } from './endpoints/duplicate'
import { ukDateTime } from './fields'
import { keepRegisteredSessionKeys } from './hooks/keepRegisteredSessionKeys'
import { fillSessionKey, fillSlug } from './hooks/fillKeys'
import { deleteScheduledMessages, keepScheduledMessagesInStep } from './hooks/keepScheduledMessagesInStep'
import { refuseDeletingUsedEvent } from './hooks/refuseDeletingUsedEvent'
import { revalidateEventAfterChange, revalidateEventAfterDelete } from './hooks/revalidateEvent'
import { validateEventSessions, validateEventSlug, validateOneLineTitle } from './validate'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'firstStartsAt', '_status', 'updatedAt'],
    group: 'Events',
    description: 'Every event the church runs. Each has its own page at /events/<slug>, its own registrations and its own check-in.',
    preview: (doc) => `${siteUrl()}/preview?path=${encodeURIComponent(`/events/${String(doc.slug ?? '')}`)}`,
    components: { edit: { beforeDocumentControls: ['/src/admin/components/DuplicateEventButton.tsx#DuplicateEventButton'] } },
  },
  access: {
    // Volunteers read published events for the door; visitors the published page.
    read: publishedOrContentStaff,
    create: isContentStaff,
    update: isContentStaff,
    delete: isContentStaff,
    readVersions: isContentStaff,
  },
  versions: { drafts: true, maxPerDoc: 50 },
  defaultSort: '-firstStartsAt',
  endpoints: [duplicateEventEndpoint],
  hooks: {
    beforeValidate: [fillSlug],
    beforeChange: [keepRegisteredSessionKeys],
    afterChange: [forgetCachedReadsHook, revalidateEventAfterChange, keepScheduledMessagesInStep],
    beforeDelete: [refuseDeletingUsedEvent, deleteScheduledMessages],
    afterDelete: [forgetCachedReadsHook, revalidateEventAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, validate: validateOneLineTitle },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      validate: validateEventSlug,
      admin: { position: 'sidebar', description: 'The page is /events/<slug>. Filled from the title when left empty.' },
    },
    { name: 'summary', type: 'textarea', maxLength: 300, admin: { description: 'One or two sentences for the events list and search results.' } },
    { name: 'banner', label: 'Banner picture', type: 'upload', relationTo: 'media', admin: { description: 'Its alternative text is set on the picture itself.' } },
    { name: 'admission', type: 'text', maxLength: 100, defaultValue: 'Free admission' },
    { name: 'about', type: 'richText' },
    { name: 'streamUrl', label: 'Live stream URL', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    { name: 'recordingUrl', label: 'Recording URL', type: 'text', validate: (value: unknown) => validateLinkUrl(value), admin: { description: 'Shown instead of "Watch Live" once the event has ended.' } },
    {
      type: 'collapsible',
      label: 'Registration',
      fields: [
        ukDateTime('registrationOpensAt', { label: 'Registration opens', admin: { description: 'Leave empty to open it as soon as the event is published.' } }),
        {
          name: 'registrationCloses',
          label: 'Registration closes',
          type: 'select',
          required: true,
          defaultValue: 'last-session-ends',
          options: [
            { value: 'last-session-ends', label: 'When the last session ends' },
            { value: 'at-date', label: 'At a date' },
            { value: 'never', label: 'Never' },
          ],
        },
        ukDateTime('registrationClosesAt', {
          label: 'Registration closes at',
          admin: { condition: (data) => data?.registrationCloses === 'at-date' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
            siblingData?.registrationCloses === 'at-date' && !value ? 'Choose when registration closes.' : true,
        }),
        {
          name: 'allSessionsLabel',
          label: 'Label of the "all sessions" box',
          type: 'text',
          maxLength: 60,
          defaultValue: 'All sessions',
          admin: { description: 'Offered on the form when the event has two or more sessions.' },
        },
        // What a registration stores when every session is chosen; the SPEC event's is "both".
        { name: 'allSessionsKey', label: 'Key of the all-sessions choice', type: 'text', defaultValue: 'all', access: { create: fieldNobody, update: fieldNobody }, admin: { hidden: true } },
      ],
    },
    {
      name: 'sessions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      validate: validateEventSessions,
      admin: { initCollapsed: false, components: { RowLabel: '/src/admin/components/SessionRowLabel.tsx#SessionRowLabel' } },
      labels: { singular: 'Session', plural: 'Sessions' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          name: 'key',
          type: 'text',
          maxLength: 40,
          hooks: { beforeValidate: [fillSessionKey] },
          admin: { description: 'Lower-case letters, digits and dashes; filled from the title. It cannot change once anyone has registered for the session.' },
        },
        {
          type: 'row',
          fields: [ukDateTime('startsAt', { required: true, label: 'Starts (UK time)' }), ukDateTime('endsAt', { required: true, label: 'Ends (UK time)' })],
        },
        {
          name: 'mode',
          type: 'select',
          required: true,
          defaultValue: 'in-person',
          options: [
            { value: 'in-person', label: 'In person' },
            { value: 'online', label: 'Online' },
            { value: 'both', label: 'In person and online' },
          ],
        },
        { name: 'venue', type: 'text', maxLength: 200, admin: { description: 'For an online session, where it is streamed (e.g. YouTube live stream).' } },
        { name: 'address', type: 'textarea', maxLength: 400, admin: { condition: (_, sibling) => sibling?.mode !== 'online' } },
        { name: 'note', type: 'text', maxLength: 300 },
      ],
    },
    {
      name: 'scheduledMessages',
      label: 'Scheduled messages',
      type: 'join',
      collection: 'scheduled-messages',
      on: 'event',
      defaultSort: 'dueAt',
      defaultLimit: 50,
      // Messages reach people's addresses: admins only, like the messages themselves.
      access: { read: fieldIsAdmin },
      admin: {
        description: 'Reminders and follow-ups that send themselves, each relative to one session. Every new session comes with a reminder the day before and a thank-you the day after; edit or switch them off here.',
        defaultColumns: ['name', 'sessionKey', 'dueAt', 'enabled', 'sentCount', 'skippedCount', 'failedCount'],
      },
    },
    // Kept from the sessions so lists sort and filter by date without unpacking them.
    { name: 'firstStartsAt', label: 'First session starts', type: 'date', index: true, access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastEndsAt', label: 'Last session ends', type: 'date', index: true, access: { create: fieldNobody, update: fieldNobody }, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
