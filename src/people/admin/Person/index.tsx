import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { firstSearchParam } from '@/platform/http/search-params'

import { readPerson } from '../../read-person'
import { PersonTable } from './PersonTable'
import { UndoMergeButton } from './UndoMergeButton'

const when = (value: string | null | undefined) =>
  value
    ? new Date(value).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' })
    : '—'

const titleOf = (value: unknown) =>
  value && typeof value === 'object' && 'title' in value ? String((value as { title: unknown }).title) : '—'

/**
 * /admin/person?id=ID: one person's page, for admins only (volunteers and editors never see a
 * person): their details and household, the events they registered for and the sessions they
 * attended, the forms they sent (prayer requests in full: this is admin only), the messages sent
 * to them and what became of each, their consent history with the current decision per address and
 * channel, and a recent merge to undo.
 */
export const PersonView = gateStaffView('/admin/person', async (props) => {
  const { payload, user } = props.initPageResult.req
  const id = Number(firstSearchParam(props.searchParams?.id))
  const data = Number.isInteger(id) && id > 0 ? await readPerson(payload, user, id) : null
  if (!data)
    return (
      <StaffViewTemplate {...props}>
        <h1>Person</h1>
        <p className="staff-card" role="alert">
          There is no such person. <a href="/admin/collections/people">All people</a>
        </p>
      </StaffViewTemplate>
    )
  const { person } = data
  const attendedBy = new Map<number, string[]>()
  for (const checkin of data.checkins.docs) {
    const registration = typeof checkin.registration === 'object' ? checkin.registration?.id : checkin.registration
    if (registration) attendedBy.set(registration, [...(attendedBy.get(registration) ?? []), checkin.session])
  }
  // The current decision per address and channel: the latest record of each (records are history).
  const current = new Map<string, (typeof data.consent.docs)[number]>()
  for (const record of data.consent.docs) {
    const key = `${record.email} ${record.channel} ${record.purpose}`
    if (!current.has(key)) current.set(key, record)
  }
  const mergedInto = typeof person.mergedInto === 'object' ? person.mergedInto?.id : person.mergedInto
  return (
    <StaffViewTemplate {...props}>
      <h1>{person.fullName}</h1>
      {firstSearchParam(props.searchParams?.merged) && (
        <p className="staff-card" role="status">
          Merged.
        </p>
      )}
      {mergedInto && (
        <p className="staff-warning">
          Merged into <a href={`/admin/person?id=${mergedInto}`}>person {mergedInto}</a>.
        </p>
      )}
      <section className="staff-card" aria-label="Details">
        <p>E-mail: {person.emails?.map((row) => row.email).join(', ') || '—'}</p>
        <p>Phone: {person.phones?.map((row) => row.phone).join(', ') || '—'}</p>
        <p>
          First seen: {when(person.firstSeenAt)} {person.firstSeenVia ? `(${person.firstSeenVia})` : ''}
        </p>
        <p>
          Household: {typeof person.household === 'object' && person.household ? person.household.name : '—'}
          {data.household.length > 0 && (
            <>
              {' — '}
              {data.household.map((member, index) => (
                <span key={member.id}>
                  {index > 0 && ', '}
                  <a href={`/admin/person?id=${member.id}`}>{member.fullName}</a>
                </span>
              ))}
            </>
          )}
        </p>
        {person.notes && <p>Notes: {person.notes}</p>}
        <p>
          <a href={`/admin/collections/people/${person.id}`}>Edit</a>
        </p>
      </section>

      {data.merges.docs.length > 0 && (
        <section aria-label="Recent merges">
          <h2>Recent merges</h2>
          <ul>
            {data.merges.docs.map((merge) => {
              const kept = typeof merge.kept === 'object' ? merge.kept : null
              const merged = typeof merge.merged === 'object' ? merge.merged : null
              return (
                <li key={merge.id}>
                  {merged?.fullName ?? 'Someone'} merged into {kept?.fullName ?? 'someone'} on {when(merge.mergedAt)}{' '}
                  <UndoMergeButton merge={merge.id} />
                </li>
              )
            })}
          </ul>
        </section>
      )}

      <h2>Events</h2>
      <PersonTable
        label="Events"
        empty="No registrations."
        columns={['Event', 'Registered', 'Sessions chosen', 'Attended']}
        rows={data.registrations.docs.map((registration) => ({
          key: registration.id,
          cells: [
            titleOf(registration.event),
            `${when(registration.createdAt)}${registration.cancelledAt ? ' (cancelled)' : ''}`,
            registration.attendanceChoice?.join(', ') || '—',
            attendedBy.get(registration.id)?.join(', ') || '—',
          ],
        }))}
      />

      <h2>Forms</h2>
      {data.visits.docs.length + data.applications.docs.length + data.prayers.docs.length === 0 ? (
        <p className="staff-muted">No forms.</p>
      ) : (
        <ul>
          {data.visits.docs.map((visit) => (
            <li key={`v${visit.id}`}>
              Plan a visit, {when(visit.createdAt)}: {visit.serviceDate}, {visit.guestsCount} guests
            </li>
          ))}
          {data.applications.docs.map((application) => (
            <li key={`f${application.id}`}>
              Foundation school application, {when(application.createdAt)}: {application.preferredClass}
            </li>
          ))}
          {data.prayers.docs.map((prayer) => (
            <li key={`p${prayer.id}`}>
              Prayer request, {when(prayer.createdAt)}: {prayer.prayerRequest}
            </li>
          ))}
        </ul>
      )}

      <h2>Messages</h2>
      <PersonTable
        label="Messages"
        empty="No messages."
        columns={['Sent', 'Channel', 'To', 'Subject', 'Status']}
        rows={data.messages.docs.map((message) => ({
          key: message.id,
          cells: [when(message.createdAt), message.channel, message.address, message.subject ?? '—', message.status],
        }))}
      />

      <h2>Consent</h2>
      <PersonTable
        label="Consent history"
        empty="No consent records."
        before={
          <p>
            Now:{' '}
            {[...current.values()]
              .map((record) => `${record.channel} (${record.purpose}) for ${record.email}: ${record.action}`)
              .join('; ')}
          </p>
        }
        columns={['When', 'Address', 'Channel', 'Purpose', 'Decision', 'Source']}
        rows={data.consent.docs.map((record) => ({
          key: record.id,
          cells: [when(record.recordedAt), record.email, record.channel, record.purpose, record.action, record.source],
        }))}
      />
    </StaffViewTemplate>
  )
})
