'use client'

import { EventPicker } from '@/events/admin/EventPicker'
import { RECORD_TABLES, RECORD_TABLE_LABELS } from '@/privacy/shared'
import { ExportCsvButton } from '@/registrations/admin/ExportCsvButton'

import type { CalendarChoice, ProviderStatus } from './types'

/** Export & Calendar: the full backup, the chosen event's .ics files (one per session), and how to connect each service. */
export function ExportCalendarTab({
  calendar,
  recordCount,
  status,
}: {
  calendar: CalendarChoice | null
  recordCount: number
  status: ProviderStatus
}) {
  return (
    <div className="staff-grid" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))' }}>
      <section className="staff-card" aria-labelledby="backup-title">
        <h2 id="backup-title" style={{ marginTop: 0 }}>
          Complete database backup
        </h2>
        <p className="staff-muted">
          Every registration of every event, cancelled ones included, with ID and Event columns first and ISO
          timestamps.
        </p>
        <ExportCsvButton
          href="/api/registrations/export?backup=1"
          label="Export Complete Database"
          successTitle="Export Complete"
          successMessage={`complete database backup exported, ${recordCount} records.`}
          failureMessage="Failed to export data backup."
        />
        <p className="staff-muted">
          The people, households and follow-ups the registrations link to, one file each, linked by ID.
        </p>
        <div className="staff-toolbar">
          {RECORD_TABLES.map((table) => (
            <ExportCsvButton
              key={table}
              href={`/api/privacy/backup/${table}`}
              label={`Export ${RECORD_TABLE_LABELS[table]}`}
              style="secondary"
              successTitle="Export Complete"
              successMessage={`${RECORD_TABLE_LABELS[table]} exported.`}
              failureMessage={`Failed to export ${RECORD_TABLE_LABELS[table].toLowerCase()}.`}
            />
          ))}
        </div>
      </section>

      <section className="staff-card" aria-labelledby="calendar-title">
        <h2 id="calendar-title" style={{ marginTop: 0 }}>
          Calendar files
        </h2>
        {calendar ? (
          <>
            <div className="staff-toolbar">
              <EventPicker events={calendar.events} selected={calendar.selected} set={{ tab: 'export' }} />
            </div>
            <ul className="staff-people">
              {calendar.sessions.map((session) => (
                <li key={session.key}>
                  <strong>{session.title}</strong>
                  <div className="staff-muted">{session.when}</div>
                  {session.href ? (
                    <a href={session.href} download={session.filename ?? undefined}>
                      Download {session.short} (.ics)
                    </a>
                  ) : (
                    <div className="staff-muted">Published events only.</div>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="staff-muted">There are no events yet.</p>
        )}
      </section>

      <section className="staff-card" aria-labelledby="setup-title" style={{ gridColumn: '1 / -1' }}>
        <h2 id="setup-title" style={{ marginTop: 0 }}>
          Setting up the services
        </h2>
        <h3>E-mail (Resend){status.emailConfigured ? ' · configured' : ''}</h3>
        <ol>
          <li>Create an account at resend.com and verify the church’s sending domain.</li>
          <li>
            Create an API key and set <code>RESEND_API_KEY</code> on the server, and <code>EMAIL_FROM</code> to an
            address on the verified domain.
          </li>
          <li>Restart the site, then use Integrations → Test Email Connection.</li>
        </ol>
        <h3>SMS (Twilio){status.smsConfigured ? ' · configured' : ''}</h3>
        <ol>
          <li>Create a Twilio account and buy a UK number (or create a messaging service).</li>
          <li>
            Set <code>TWILIO_ACCOUNT_SID</code>, <code>TWILIO_AUTH_TOKEN</code> and <code>TWILIO_FROM</code> (or{' '}
            <code>TWILIO_MESSAGING_SERVICE_SID</code>) on the server.
          </li>
          <li>Restart the site, then use Integrations → Send Test SMS.</li>
        </ol>
        <h3>Webhooks</h3>
        <ol>
          <li>
            Enter the receiving address (https) and generate a signing secret under Integrations, then Save Webhook.
          </li>
          <li>
            Check each delivery: the header <code>X-Church-Signature</code> is <code>sha256=</code> followed by the
            HMAC-SHA256 of the raw body with the secret.
          </li>
          <li>
            Failed deliveries are retried 4 times with growing delays; the recent deliveries list shows each outcome.
          </li>
        </ol>
      </section>
    </div>
  )
}
