import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuditLog } from './collections/AuditLog'
import { Checkins } from './collections/Checkins'
import { ConsentRecords } from './collections/ConsentRecords'
import { EmailOutbox } from './collections/EmailOutbox'
import { Events } from './collections/Events'
import { FoundationSchoolApplications } from './collections/FoundationSchoolApplications'
import { Media } from './collections/Media'
import { MessageDeliveries } from './collections/MessageDeliveries'
import { MessageTemplates } from './collections/MessageTemplates'
import { MessagingLogs } from './collections/MessagingLogs'
import { Pages } from './collections/Pages'
import { PrayerRequests } from './collections/PrayerRequests'
import { RateLimits } from './collections/RateLimits'
import { Registrations } from './collections/Registrations'
import { ScheduledMessages } from './collections/ScheduledMessages'
import { WaitingList } from './collections/WaitingList'
import { Segments } from './collections/Segments'
import { SmsOutbox } from './collections/SmsOutbox'
import { Suppressions } from './collections/Suppressions'
import { Users } from './collections/Users'
import { WebhookDeliveries } from './collections/WebhookDeliveries'
import { VisitPlans } from './collections/VisitPlans'
import { hideFromVolunteers, isAdmin, nobody } from './src/access'
import { richTextEditor } from './src/fields/rich-text-editor'
import { restrictInternalCollections } from './src/access/restrict-internal-collections'
import { installHandWrittenSchema, PLACE_COUNT_TABLES } from './src/server/database/hand-written-schema'
import { hasAnyRole } from './src/access/roles'
import { SITE_ICONS } from './src/lib/site-icons'
import { env, siteUrl, validateEnv } from './src/server/env'
import { Integrations } from './src/globals/Integrations'
import { Navigation } from './src/globals/Navigation'
import { SiteSettings } from './src/globals/SiteSettings'
import { migrations } from './src/migrations'
import { withExclusiveJobClaims } from './src/server/database/with-exclusive-job-claims'
import { payloadEmailAdapter } from './src/server/email'
import { GRAPHQL_MAX_COMPLEXITY, graphQLValidationRules } from './src/server/graphql/validation-rules'
import { applyRetentionTask } from './src/server/retention/apply-retention'
import { sendBulkMessageTask } from './src/server/messaging/send-bulk-message'
import { sendScheduledMessagesTask } from './src/server/scheduled-messages/send-due-messages'
import { deliveryStatusEndpoints } from './src/server/delivery-status/endpoints'
import { privacyEndpoints } from './src/server/privacy/endpoints'
import { announceRouteChangeTask } from './src/server/settings/announce-route-change'
import { settingsEndpoints } from './src/server/settings/endpoints'
import { staffInvitationEndpoints } from './src/server/staff-invitations/endpoints'
import { twoFactorEndpoints } from './src/server/two-factor/endpoints'
import { deliverWebhookTask } from './src/server/webhooks/deliver-webhook'
import { sendFormNotificationsTask } from './src/server/forms/send-form-notifications'
import { sendRegistrationConfirmationTask } from './src/server/registrations/send-registration-confirmation'
import { offerFreedPlacesTask } from './src/server/waiting-list/offer-freed-places'
import { sendPlaceOfferTask } from './src/server/waiting-list/send-place-offer'

// Every process that loads the config (Next, the Payload CLI, scripts, tests) refuses a mistyped setting at once.
validateEnv()

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = siteUrl()

export default buildConfig({
  serverURL,
  secret: env('PAYLOAD_SECRET') ?? '',
  csrf: [serverURL],
  cors: [serverURL],
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Church admin', icons: SITE_ICONS },
    components: {
      // The staff views come first in the navigation, in the staff view table's order; Payload's screens follow.
      beforeNavLinks: ['/src/admin/components/StaffNav.tsx#StaffNav'],
      afterNavLinks: ['/src/admin/components/StaffNav.tsx#StaffIdentity'],
      logout: { Button: '/src/admin/components/SignOutButton.tsx#SignOutButton' },
      views: {
        dashboard: { Component: '/src/admin/views/Overview/index.tsx#Overview' },
        registrations: { Component: '/src/admin/views/Registrations/index.tsx#RegistrationsView', path: '/registrations', exact: true },
        checkin: { Component: '/src/admin/views/Checkin/index.tsx#CheckinView', path: '/checkin', exact: true },
        messaging: { Component: '/src/admin/views/Messaging/index.tsx#MessagingView', path: '/messaging', exact: true },
        segments: { Component: '/src/admin/views/Segments/index.tsx#SegmentsView', path: '/segments', exact: true },
        settings: { Component: '/src/admin/views/Settings/index.tsx#SettingsView', path: '/settings', exact: true },
        privacy: { Component: '/src/admin/views/Privacy/index.tsx#PrivacyView', path: '/privacy', exact: true },
        twoFactor: { Component: '/src/admin/views/TwoFactor/index.tsx#TwoFactorView', path: '/two-factor', exact: true },
        acceptInvitation: { Component: '/src/admin/views/AcceptInvitation/index.tsx#AcceptInvitationView', path: '/accept-invitation', exact: true },
        unauthorized: { Component: '/src/admin/views/AccessDenied/index.tsx#AccessDenied' },
      },
    },
    importMap: { baseDir: dirname },
  },
  collections: [Pages, Media, Events, Registrations, WaitingList, Checkins, FoundationSchoolApplications, PrayerRequests, VisitPlans, MessageTemplates, MessagingLogs, MessageDeliveries, ScheduledMessages, Segments, Suppressions, ConsentRecords, EmailOutbox, SmsOutbox, WebhookDeliveries, AuditLog, RateLimits, Users].map(
    hideFromVolunteers,
  ),
  globals: [SiteSettings, Navigation, Integrations].map(hideFromVolunteers),
  endpoints: [...settingsEndpoints, ...privacyEndpoints, ...twoFactorEndpoints, ...staffInvitationEndpoints, ...deliveryStatusEndpoints],
  onInit: async (payload) => {
    restrictInternalCollections(payload)
    if (env('PAYLOAD_DB_PUSH')) await installHandWrittenSchema(payload)
  },
  editor: richTextEditor,
  email: payloadEmailAdapter,
  jobs: {
    tasks: [sendRegistrationConfirmationTask, sendFormNotificationsTask, sendBulkMessageTask, sendScheduledMessagesTask, deliverWebhookTask, applyRetentionTask, announceRouteChangeTask, offerFreedPlacesTask, sendPlaceOfferTask],
    // Only admins may run, queue or cancel jobs over the API; the server queues its own.
    access: {
      run: ({ req }) => hasAnyRole(req.user, ['admin']),
      queue: ({ req }) => hasAnyRole(req.user, ['admin']),
      cancel: ({ req }) => hasAnyRole(req.user, ['admin']),
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin, readVersions: isAdmin },
    }),
    // The long-lived server works through the queue every few seconds; scripts and tests opt out.
    autoRun: [{ cron: '*/3 * * * * *', queue: 'default', limit: 50 }],
    shouldAutoRun: () => env('JOBS_AUTORUN'),
    deleteJobOnComplete: true,
  },
  // Several servers may share the database: each job is claimed by one of them.
  db: withExclusiveJobClaims(postgresAdapter({
    pool: { connectionString: env('DATABASE_URL') ?? '' },
    // Only `npm run dev` pushes the schema; tests and production apply the committed migrations.
    push: env('PAYLOAD_DB_PUSH'),
    // The database keeps its own place counts (the migration 20261125_100000_place_counts): not Payload's to drop.
    tablesFilter: ['*', ...PLACE_COUNT_TABLES.map((table) => `!${table}`)],
    migrationDir: path.resolve(dirname, 'src/migrations'),
    prodMigrations: migrations,
  })),
  graphQL: {
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    validationRules: graphQLValidationRules,
  },
  // A visitor being refused is expected traffic, not a server fault worth a stack trace. Payload's
  // type lists only its own error names, but it looks up any error's name (our sign-in limits').
  loggingLevels: {
    Forbidden: 'info', NotFound: 'info', AuthenticationError: 'info', ValidationError: 'info', LockedAuth: 'warn',
    ...({ TooManyAttempts: 'info', RouteChangeRefused: 'warn' } as Record<never, never>),
  },
  logger: { options: { level: env('LOG_LEVEL') } },
  sharp,
  telemetry: false,
  // Types are generated on purpose (`payload generate:types`), never as a side effect of starting.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
})
