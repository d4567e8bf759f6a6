import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { AuditLog } from './collections/AuditLog'
import { Checkins } from './collections/Checkins'
import { CheckinChanges, CheckinNonces } from './collections/CheckinChanges'
import { ConsentRecords } from './collections/ConsentRecords'
import { EmailOutbox } from './collections/EmailOutbox'
import { Events } from './collections/Events'
import { Payments } from './collections/Payments'
import { StripeEvents } from './collections/StripeEvents'
import { FoundationSchoolApplications } from './collections/FoundationSchoolApplications'
import { FollowUpCards } from './collections/FollowUpCards'
import { FollowUpLists } from './collections/FollowUpLists'
import { Households } from './collections/Households'
import { KioskDevices } from './collections/KioskDevices'
import { Media } from './collections/Media'
import { MessageDeliveries } from './collections/MessageDeliveries'
import { MessageTemplates } from './collections/MessageTemplates'
import { MessagingLogs } from './collections/MessagingLogs'
import { Pages } from './collections/Pages'
import { People } from './collections/People'
import { PeopleDistinct } from './collections/PeopleDistinct'
import { PersonMerges } from './collections/PersonMerges'
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
import { hideFromVolunteers, isAdmin, nobody } from './src/platform/access'
import { richTextEditor, SITE_ICONS } from '@/site'
import { restrictInternalCollections } from './src/platform/access/restrict-internal-collections'
import { refuseControlCharacters } from './src/platform/http/control-characters'
import { refuseMalformedIds } from './src/platform/http/malformed-ids'
import { keepValidationDetails } from './src/platform/http/keep-validation-details'
import { installHandWrittenSchema, HAND_WRITTEN_TABLES } from './src/platform/database/hand-written-schema'
import { hasAnyRole } from './src/platform/access/roles'
import { env, siteUrl, validateEnv } from './src/platform/env'
import { Integrations } from './collections/globals/Integrations'
import { Navigation } from './collections/globals/Navigation'
import { SiteSettings } from './collections/globals/SiteSettings'
import { migrations } from './src/migrations'
import { withExclusiveJobClaims } from './src/platform/database/with-exclusive-job-claims'
import { payloadEmailAdapter } from './src/platform/email'
import { GRAPHQL_MAX_COMPLEXITY, graphQLValidationRules } from './src/platform/graphql/validation-rules'
import { applyRetentionTask, privacyEndpoints } from '@/privacy'
import { deliveryStatusEndpoints, sendBulkMessageTask, sendScheduledMessagesTask } from '@/messaging'
import { announceRouteChangeTask, settingsEndpoints } from '@/settings'
import {
  emailChangeEndpoints,
  forgotPasswordMutation,
  sendPasswordResetTask,
  staffInvitationEndpoints,
  twoFactorEndpoints,
  withOneSignInAtATime,
} from '@/staff'
import { deliverWebhookTask, sendRegistrationConfirmationTask } from '@/registrations'
import { sendFormNotificationsTask } from '@/contact-forms'
import { offerFreedPlacesTask, sendPlaceOfferTask } from '@/places'
import { sendFollowUpDigestTask } from '@/follow-ups'
import { expirePaymentHoldsTask } from '@/payments'
import { reportCsvEndpoint } from '@/overview'
// Every process that loads the config (Next, the Payload CLI, scripts, tests) refuses a mistyped setting at once.
validateEnv()

const dirname = path.dirname(fileURLToPath(import.meta.url))
const serverURL = siteUrl()

export default buildConfig({
  serverURL,
  secret: env('PAYLOAD_SECRET') ?? '',
  csrf: [serverURL],
  cors: [serverURL],
  hooks: { afterError: [keepValidationDetails] },
  admin: {
    user: Users.slug,
    // Payload's own initial-style avatar: the default Gravatar sends every staff member's e-mail hash to a third
    // party on each admin page (and offline shows a broken image).
    avatar: 'default',
    // The one way the admin writes a moment: UK style, 24-hour ("Tue 1 Dec 2026, 19:00"), list cells included.
    dateFormat: 'EEE d MMM yyyy, HH:mm',
    meta: { titleSuffix: ' · Church admin', icons: SITE_ICONS },
    components: {
      // The staff views come first in the navigation, in the staff view table's order; Payload's screens follow.
      beforeNavLinks: ['/src/staff/admin/StaffNav.tsx#StaffNav'],
      afterNavLinks: ['/src/staff/admin/StaffNav.tsx#StaffIdentity'],
      logout: { Button: '/src/staff/admin/SignOutButton.tsx#SignOutButton' },
      providers: ['/src/ui/admin/HydrationMark.tsx#HydrationMark'],
      views: {
        dashboard: { Component: '/src/overview/admin/Overview/index.tsx#Overview' },
        registrations: {
          Component: '/src/registrations/admin/Registrations/index.tsx#RegistrationsView',
          path: '/registrations',
          exact: true,
        },
        checkin: { Component: '/src/checkins/admin/Checkin/index.tsx#CheckinView', path: '/checkin', exact: true },
        kiosk: { Component: '/src/checkins/admin/Kiosk/index.tsx#KioskView', path: '/kiosk', exact: true },
        myFollowUps: {
          Component: '/src/follow-ups/admin/MyFollowUps/index.tsx#MyFollowUpsView',
          path: '/my-follow-ups',
          exact: true,
        },
        reports: { Component: '/src/overview/admin/Reports/index.tsx#ReportsView', path: '/reports', exact: true },
        messaging: {
          Component: '/src/messaging/admin/Messaging/index.tsx#MessagingView',
          path: '/messaging',
          exact: true,
        },
        segments: { Component: '/src/messaging/admin/Segments/index.tsx#SegmentsView', path: '/segments', exact: true },
        settings: { Component: '/src/settings/admin/Settings/index.tsx#SettingsView', path: '/settings', exact: true },
        privacy: { Component: '/src/privacy/admin/Privacy/index.tsx#PrivacyView', path: '/privacy', exact: true },
        duplicates: {
          Component: '/src/people/admin/Duplicates/index.tsx#DuplicatesView',
          path: '/duplicates',
          exact: true,
        },
        comparePeople: {
          Component: '/src/people/admin/ComparePeople/index.tsx#ComparePeopleView',
          path: '/compare-people',
          exact: true,
        },
        person: { Component: '/src/people/admin/Person/index.tsx#PersonView', path: '/person', exact: true },
        twoFactor: {
          Component: '/src/staff/admin/TwoFactor/index.tsx#TwoFactorView',
          path: '/two-factor',
          exact: true,
        },
        acceptInvitation: {
          Component: '/src/staff/admin/AcceptInvitation/index.tsx#AcceptInvitationView',
          path: '/accept-invitation',
          exact: true,
        },
        confirmEmail: {
          Component: '/src/staff/admin/ConfirmEmail/index.tsx#ConfirmEmailView',
          path: '/confirm-email',
          exact: true,
        },
        unauthorized: { Component: '/src/staff/admin/AccessDenied/index.tsx#AccessDenied' },
      },
    },
    importMap: { baseDir: dirname },
  },
  collections: [
    Pages,
    Media,
    Events,
    People,
    Households,
    PeopleDistinct,
    PersonMerges,
    Registrations,
    Payments,
    StripeEvents,
    WaitingList,
    Checkins,
    CheckinChanges,
    CheckinNonces,
    FoundationSchoolApplications,
    PrayerRequests,
    VisitPlans,
    FollowUpLists,
    FollowUpCards,
    MessageTemplates,
    MessagingLogs,
    MessageDeliveries,
    ScheduledMessages,
    Segments,
    Suppressions,
    ConsentRecords,
    EmailOutbox,
    SmsOutbox,
    WebhookDeliveries,
    AuditLog,
    RateLimits,
    KioskDevices,
    Users,
  ].map(hideFromVolunteers),
  globals: [SiteSettings, Navigation, Integrations].map(hideFromVolunteers),
  endpoints: [
    ...settingsEndpoints,
    ...privacyEndpoints,
    ...twoFactorEndpoints,
    ...staffInvitationEndpoints,
    ...emailChangeEndpoints,
    ...deliveryStatusEndpoints,
    reportCsvEndpoint,
  ],
  onInit: async (payload) => {
    restrictInternalCollections(payload)
    refuseControlCharacters(payload)
    refuseMalformedIds(payload)
    if (env('PAYLOAD_DB_PUSH')) await installHandWrittenSchema(payload)
  },
  editor: richTextEditor,
  email: payloadEmailAdapter,
  jobs: {
    tasks: [
      sendRegistrationConfirmationTask,
      sendFormNotificationsTask,
      sendBulkMessageTask,
      sendScheduledMessagesTask,
      deliverWebhookTask,
      applyRetentionTask,
      announceRouteChangeTask,
      offerFreedPlacesTask,
      sendPlaceOfferTask,
      sendPasswordResetTask,
      sendFollowUpDigestTask,
      expirePaymentHoldsTask,
    ],
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
  db: withExclusiveJobClaims(
    postgresAdapter({
      pool: { connectionString: env('DATABASE_URL') ?? '' },
      // Only `npm run dev` pushes the schema; tests and production apply the committed migrations.
      push: env('PAYLOAD_DB_PUSH'),
      // Tables the migrations make by hand are not Payload's to drop (platform/database/hand-written-schema).
      tablesFilter: ['*', ...HAND_WRITTEN_TABLES.map((table) => `!${table}`)],
      migrationDir: path.resolve(dirname, 'src/migrations'),
      prodMigrations: migrations,
    }),
  ),
  graphQL: {
    disableIntrospectionInProduction: true,
    disablePlaygroundInProduction: true,
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    validationRules: graphQLValidationRules,
    // forgotPasswordUser goes through the same queue as the REST endpoint (see src/staff/endpoints/forgot-password.ts).
    mutations: (_graphQL, { Mutation }) => forgotPasswordMutation(Mutation.fields as never),
  },
  // A visitor being refused is expected traffic, not a server fault worth a stack trace. Payload's
  // type lists only its own error names, but it looks up any error's name (our sign-in limits').
  loggingLevels: {
    Forbidden: 'info',
    NotFound: 'info',
    AuthenticationError: 'info',
    ValidationError: 'info',
    LockedAuth: 'warn',
    ...({
      TooManyAttempts: 'info',
      RouteChangeRefused: 'warn',
      SensitiveQuestionRefused: 'warn',
      ControlCharactersRefused: 'info',
    } as Record<never, never>),
  },
  logger: { options: { level: env('LOG_LEVEL') } },
  sharp,
  telemetry: false,
  // Types are generated on purpose (`payload generate:types`), never as a side effect of starting.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
}).then(withOneSignInAtATime)
