import { STAFF_DATE_ADMIN } from '@/ui/admin/staff-dates'
import type { CollectionConfig } from 'payload'

import { fieldIsAdmin, fieldNobody, isContentStaff, publishedOrContentStaff } from '@/platform/access'
import {
  auditSensitivityChanges,
  duplicateEventEndpoint,
  fillQuestionKey,
  fillSessionKey,
  fillSlug,
  keepRegisteredSessionKeys,
  QUESTION_TYPE_OPTIONS,
  refuseDeletingUsedEvent,
  refuseSensitivityChangesByNonAdmins,
  revalidateEventAfterChange,
  revalidateEventAfterDelete,
} from '@/events'
import { validateLinkUrl } from '@/site'
import { forgetCachedReadsHook } from '@/platform/cache/read-cache'
import { siteUrl } from '@/platform/env'
import { placesLeftEndpoint, queueOffersForMorePlaces } from '@/places'
import { eventPriceField } from '@/payments'
import { ukDateTime } from './fields'
import { deleteScheduledMessages, keepScheduledMessagesInStep } from '@/messaging'
import { deleteEventKiosks } from '@/checkins'
import { validateEventQuestions, validateEventSessions, validateEventSlug, validateOneLineTitle } from './validate'

export const Events: CollectionConfig = {
  slug: 'events',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'firstStartsAt', '_status', 'updatedAt'],
    group: 'Events',
    description:
      'Every event the church runs. Each has its own page at /events/<slug>, its own registrations and its own check-in.',
    preview: (doc) => `${siteUrl()}/preview?path=${encodeURIComponent(`/events/${String(doc.slug ?? '')}`)}`,
    components: {
      edit: { beforeDocumentControls: ['/src/events/admin/DuplicateEventButton.tsx#DuplicateEventButton'] },
    },
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
  endpoints: [duplicateEventEndpoint, placesLeftEndpoint],
  hooks: {
    beforeValidate: [fillSlug],
    beforeChange: [refuseSensitivityChangesByNonAdmins, keepRegisteredSessionKeys],
    afterChange: [
      auditSensitivityChanges,
      forgetCachedReadsHook,
      revalidateEventAfterChange,
      keepScheduledMessagesInStep,
      queueOffersForMorePlaces,
    ],
    beforeDelete: [refuseDeletingUsedEvent, deleteScheduledMessages, deleteEventKiosks],
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
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'One or two sentences for the events list and search results.' },
    },
    {
      name: 'banner',
      label: 'Banner picture',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Its alternative text is set on the picture itself.' },
    },
    { name: 'admission', type: 'text', maxLength: 100, defaultValue: 'Free admission' },
    {
      type: 'collapsible',
      label: 'Price and payment',
      admin: { initCollapsed: true },
      fields: [eventPriceField],
    },
    { name: 'about', type: 'richText' },
    { name: 'streamUrl', label: 'Live stream URL', type: 'text', validate: (value: unknown) => validateLinkUrl(value) },
    {
      name: 'recordingUrl',
      label: 'Recording URL',
      type: 'text',
      validate: (value: unknown) => validateLinkUrl(value),
      admin: { description: 'Shown instead of "Watch Live" once the event has ended.' },
    },
    {
      type: 'collapsible',
      label: 'Registration',
      fields: [
        ukDateTime('registrationOpensAt', {
          label: 'Registration opens',
          admin: { description: 'Leave empty to open it as soon as the event is published.' },
        }),
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
        {
          name: 'allSessionsKey',
          label: 'Key of the all-sessions choice',
          type: 'text',
          defaultValue: 'all',
          access: { create: fieldNobody, update: fieldNobody },
          admin: { hidden: true },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Places, waiting list and groups',
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'capacity',
          label: 'Places for the whole event',
          type: 'number',
          min: 1,
          max: 1_000_000,
          admin: {
            step: 1,
            description:
              'How many people in all. Leave empty for no limit; each session may have its own limit too. When it is full, people join the waiting list.',
          },
        },
        {
          name: 'offerHours',
          label: 'Hours to accept an offered place',
          type: 'number',
          defaultValue: 24,
          min: 1,
          max: 336,
          admin: {
            step: 1,
            description:
              'When a place frees up, the first person waiting is offered it by e-mail (and text) and has this long to accept before it goes to the next.',
          },
        },
        {
          name: 'groupLimit',
          label: 'People one booker may bring',
          type: 'number',
          defaultValue: 8,
          min: 0,
          max: 20,
          admin: {
            step: 1,
            description:
              'Family or friends added on the same form, each with their own place and check-in code. 0 hides the option.',
          },
        },
      ],
    },
    {
      name: 'sessions',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      validate: validateEventSessions,
      admin: {
        initCollapsed: false,
        components: { RowLabel: '/src/events/admin/SessionRowLabel.tsx#SessionRowLabel' },
      },
      labels: { singular: 'Session', plural: 'Sessions' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        {
          name: 'key',
          type: 'text',
          maxLength: 40,
          hooks: { beforeValidate: [fillSessionKey] },
          admin: {
            description:
              'Lower-case letters, digits and dashes; filled from the title. It cannot change once anyone has registered for the session.',
          },
        },
        {
          type: 'row',
          fields: [
            ukDateTime('startsAt', { required: true, label: 'Starts (UK time)' }),
            ukDateTime('endsAt', { required: true, label: 'Ends (UK time)' }),
          ],
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
        {
          name: 'venue',
          type: 'text',
          maxLength: 200,
          admin: { description: 'For an online session, where it is streamed (e.g. YouTube live stream).' },
        },
        {
          name: 'address',
          type: 'textarea',
          maxLength: 400,
          admin: { condition: (_, sibling) => sibling?.mode !== 'online' },
        },
        { name: 'note', type: 'text', maxLength: 300 },
        {
          // A children's session: a child let in gets a name label and their parent a receipt with the same security code, needed to collect them.
          name: 'isChildrens',
          label: "Children's session (security codes at check-in and check-out)",
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'capacity',
          label: 'Places',
          type: 'number',
          min: 1,
          max: 1_000_000,
          admin: {
            step: 1,
            description: "Leave empty for no limit. When it is full, people join this session's waiting list.",
          },
        },
      ],
    },
    {
      name: 'repeatSessions',
      label: 'Repeat weekly',
      type: 'ui',
      admin: { components: { Field: '/src/events/admin/SessionRepeater.tsx#SessionRepeater' } },
    },
    {
      name: 'questions',
      label: 'Questions on the form',
      type: 'array',
      maxRows: 30,
      validate: validateEventQuestions,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: {
        description:
          'Asked after the usual details, in this order (drag to reorder). Answers already given keep the wording the person saw.',
        components: { RowLabel: '/src/events/admin/QuestionRowLabel.tsx#QuestionRowLabel' },
      },
      fields: [
        { name: 'label', label: 'Question', type: 'text', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            {
              name: 'type',
              label: 'Answer type',
              type: 'select',
              required: true,
              defaultValue: 'short-text',
              options: QUESTION_TYPE_OPTIONS,
            },
            { name: 'required', label: 'An answer is required', type: 'checkbox', defaultValue: false },
          ],
        },
        { name: 'help', label: 'Help text', type: 'text', maxLength: 300 },
        {
          name: 'options',
          label: 'Options',
          type: 'text',
          hasMany: true,
          maxRows: 30,
          maxLength: 100,
          admin: {
            condition: (_, sibling) => sibling?.type === 'one-choice' || sibling?.type === 'several-choices',
            description: 'The choices offered, one per entry.',
          },
        },
        {
          name: 'sensitive',
          label: 'Sensitive (health, access or medical dietary needs)',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              "Answers are readable by admins only: never volunteers, webhooks or notification e-mails. Removed with the person's data. Once saved, only an admin can unmark it or remove the question (audited).",
          },
        },
        { name: 'perAttendee', label: 'Ask each person brought along too', type: 'checkbox', defaultValue: false },
        // Answers point at the question by this key, so rewording or reordering keeps them attached.
        {
          name: 'key',
          label: 'Key',
          type: 'text',
          maxLength: 40,
          hooks: { beforeValidate: [fillQuestionKey] },
          admin: { hidden: true },
        },
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
        description:
          'Reminders and follow-ups that send themselves, each relative to one session. Every new session comes with a reminder the day before and a thank-you the day after; edit or switch them off here.',
        // Five columns, the counts in one, so the table fits a laptop's width without scrolling sideways.
        defaultColumns: ['name', 'sessionKey', 'dueAt', 'enabled', 'sentCount'],
      },
    },
    // Kept from the sessions so lists sort and filter by date without unpacking them.
    {
      name: 'firstStartsAt',
      label: 'First session starts',
      type: 'date',
      index: true,
      access: { create: fieldNobody, update: fieldNobody },
      admin: { readOnly: true, position: 'sidebar', ...STAFF_DATE_ADMIN },
    },
    {
      name: 'lastEndsAt',
      label: 'Last session ends',
      type: 'date',
      index: true,
      access: { create: fieldNobody, update: fieldNobody },
      admin: { readOnly: true, position: 'sidebar', ...STAFF_DATE_ADMIN },
    },
  ],
  timestamps: true,
}
