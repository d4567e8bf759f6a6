'use client'

import { toast } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import { ExportCsvButton } from '@/registrations/admin/ExportCsvButton'
import { postJson } from '@/ui/admin/post-json'
import { answerText, formatDateTimeAt, type StoredAnswer } from '@/events/shared'
import '@/ui/admin/staff-admin.css'

type Counts = Record<string, number>
type RegistrationHeld = {
  id: number
  event: { title: string }
  sessionsChosen: string[]
  cancelledAt?: string | null
  checkins: { session: string; sessionTitle: string; checkedInAt: string }[]
  answers?: StoredAnswer[] | null
  sensitiveAnswers?: StoredAnswer[] | null
}

const LABELS: Record<string, string> = {
  registrations: 'Event registrations',
  checkins: 'Check-ins at events (erased with their registrations)',
  prayerRequests: 'Prayer requests',
  foundationSchoolApplications: 'Foundation school applications',
  visitPlans: 'Planned visits',
  emailsSent: 'E-mails in the outbox',
  smsSent: 'Text messages in the outbox',
  messageDeliveries: 'Bulk message deliveries',
  webhookDeliveries: 'Webhook deliveries',
  auditEntries: 'Audit log entries naming them (erasure removes the address, keeps the entry)',
  consentRecords: 'Consent records',
  people: 'Person records (theirs, and those merged into them; with their household when nobody else is in it)',
  followUpCards: 'Follow-up cards',
}

export function SubjectRequests() {
  const [email, setEmail] = useState('')
  const [found, setFound] = useState<{
    email: string
    counts: Counts
    unsubscribed: boolean
    registrations: RegistrationHeld[]
  } | null>(null)
  const [confirm, setConfirm] = useState('')
  const [removed, setRemoved] = useState<Counts | null>(null)
  const [busy, setBusy] = useState(false)

  const lookUp = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setRemoved(null)
    try {
      const response = await fetch(`/api/privacy/subject?email=${encodeURIComponent(email)}`, {
        credentials: 'include',
        cache: 'no-store',
      })
      const body = (await response.json()) as {
        message?: string
        counts?: Counts
        data?: { email: string; unsubscribed: boolean; registrations: RegistrationHeld[] }
      }
      if (!response.ok || !body.counts || !body.data)
        throw new Error(body.message ?? 'The search failed. Please try again.')
      setFound({
        email: body.data.email,
        counts: body.counts,
        unsubscribed: body.data.unsubscribed,
        registrations: body.data.registrations,
      })
      setConfirm('')
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const erase = async () => {
    if (!found) return
    setBusy(true)
    try {
      const { response, body } = await postJson<{ removed?: Counts }>('/api/privacy/subject/erase', {
        email: found.email,
        confirm,
      })
      if (!response.ok || !body.removed) throw new Error(body.message ?? 'The erasure failed. Nothing was removed.')
      setRemoved(body.removed)
      setFound(null)
      toast.success('Erasure complete: the address stays on the do-not-contact list.')
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const total = found ? Object.values(found.counts).reduce((sum, n) => sum + n, 0) : 0

  return (
    <>
      <form className="staff-toolbar" onSubmit={lookUp} role="search" aria-label="Find a person's data">
        <div className="staff-field staff-field--grow">
          <label htmlFor="subject-email">E-mail address</label>
          <input id="subject-email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        </div>
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={busy || !email.trim()}>
          Find data
        </button>
      </form>

      {found && (
        <section className="staff-card" aria-labelledby="subject-title">
          <h2 id="subject-title" style={{ marginTop: 0 }}>
            Held about {found.email}
          </h2>
          <table className="staff-table" aria-label="Records held">
            <tbody>
              {Object.entries(found.counts).map(([key, n]) => (
                <tr key={key} style={{ cursor: 'default' }}>
                  <th scope="row">{LABELS[key] ?? key}</th>
                  <td data-testid={`count-${key}`}>{n}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <RegistrationsHeld registrations={found.registrations} />
          <p className="staff-muted">
            {found.unsubscribed
              ? 'This address is on the do-not-contact list.'
              : 'This address is not on the do-not-contact list.'}
          </p>
          <div className="staff-actions">
            <ExportCsvButton
              href={`/api/privacy/subject/export?email=${encodeURIComponent(found.email)}`}
              label="Download everything (JSON)"
              successTitle="Downloaded"
              successMessage="the subject access bundle is saved."
              failureMessage="The download failed. Please try again."
              style="secondary"
            />
          </div>

          <section className="staff-danger-zone" aria-labelledby="erase-title" data-testid="erase-zone">
            <h3 id="erase-title">Erase (cannot be undone)</h3>
            {total === 0 ? (
              <p>Nothing is held about this address.</p>
            ) : (
              <>
                <p style={{ marginTop: 0 }}>
                  This deletes all {total} records above for good. The address stays on the do-not-contact list and the
                  audit log records that an erasure happened (without the address).
                </p>
                <div className="staff-field">
                  <label htmlFor="subject-confirm">Type the e-mail address again to confirm</label>
                  <input
                    id="subject-confirm"
                    value={confirm}
                    onChange={(e) => setConfirm(e.target.value)}
                    autoComplete="off"
                  />
                </div>
                <button
                  type="button"
                  className="btn btn--size-medium staff-button--danger"
                  style={{ marginTop: 8 }}
                  disabled={busy || confirm.trim().toLowerCase() !== found.email}
                  onClick={erase}
                >
                  Erase all data
                </button>
              </>
            )}
          </section>
        </section>
      )}

      {removed && (
        <section className="staff-card" role="status" aria-label="Erasure report">
          <h2 style={{ marginTop: 0 }}>Erased</h2>
          <ul>
            {Object.entries(removed).map(([key, n]) => (
              <li key={key}>
                {LABELS[key] ?? key}: {n} removed
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** Which events the person registered for, the sessions they chose, and when they were let in at each. */
function RegistrationsHeld({ registrations }: { registrations: RegistrationHeld[] }) {
  if (!registrations.length) return null
  return (
    <>
      <h3>Registrations</h3>
      <ul aria-label="Registrations held" data-testid="subject-registrations">
        {registrations.map((registration) => (
          <li key={registration.id}>
            <strong>{registration.event.title}</strong>
            {registration.sessionsChosen.length ? `: ${registration.sessionsChosen.join(', ')}` : ''}
            {registration.cancelledAt ? ' (cancelled)' : ''}
            {registration.checkins.length ? (
              <>
                {' '}
                — checked in at{' '}
                {registration.checkins
                  .map((checkin) => `${checkin.sessionTitle} (${formatDateTimeAt(checkin.checkedInAt)}, UK time)`)
                  .join(', ')}
              </>
            ) : (
              ' — never checked in'
            )}
            <AnswersGiven answers={[...(registration.answers ?? []), ...(registration.sensitiveAnswers ?? [])]} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** What the person answered to the event's own questions, each under the wording they saw. */
function AnswersGiven({ answers }: { answers: StoredAnswer[] }) {
  if (!answers.length) return null
  return (
    <ul aria-label="Answers given">
      {answers.map((answer) => (
        <li key={answer.key}>
          {answer.label}: {answerText(answer.value) || '—'}
        </li>
      ))}
    </ul>
  )
}
