'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { useNotify } from '@/ui/notices/NoticeProvider'
import { AttendanceChoices } from './AttendanceChoices'
import type { AttendanceForm } from '@/events/shared'
import { GENERIC_FAILURE } from '@/platform/forms/form-response'
import { MISSING_ATTENDANCE_MESSAGE } from '@/platform/forms/form-texts'

/** The event of the registration the link belongs to: a person registered for several events has a link for each. */
export type ManagedEvent = {
  title: string
  href: string
  /** Its sessions as attendance boxes, and whether it speaks of days or sessions. */
  form: AttendanceForm
  /** Set once registration has closed: more sessions are refused, dropping some or cancelling is not. */
  closedNote: string | null
}

/** Someone the booker brought along: the booker's link manages them too. */
type GroupPerson = { id: number; fullName: string; isChild: boolean }
type Registration = {
  firstName: string
  attendanceChoice: string[]
  waitingFor: string[]
  isCancelled: boolean
  group: GroupPerson[]
}
type Answer = { success: boolean; message?: string; registration?: Registration }

async function call(body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch('/api/registrations/manage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      referrerPolicy: 'no-referrer',
    })
    return (await response.json()) as Answer
  } catch {
    return { success: false, message: GENERIC_FAILURE }
  }
}

const NOTICE_TITLES = {
  update: 'Registration Updated',
  cancel: 'Registration Cancelled',
  restore: 'Registration Restored',
  'remove-person': 'Person Removed',
} as const

/** The person's own registration, reached through the private link in their confirmation e-mail. */
export function ManageRegistration({ event }: { event: ManagedEvent | null }) {
  const token = useRef<string | null>(null)
  const [registration, setRegistration] = useState<Registration | null>(null)
  const [choice, setChoice] = useState<string[]>([])
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const notify = useNotify()

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get('token')
    window.history.replaceState(null, '', window.location.pathname)
    if (!token.current) {
      setError('No registration link provided. Please use the link in your confirmation e-mail.')
      return
    }
    void call({ action: 'view', token: token.current }).then((answer) => {
      if (!answer.success || !answer.registration) return setError(answer.message ?? GENERIC_FAILURE)
      setRegistration(answer.registration)
      // Sessions waited for stay ticked, so saving other changes keeps the person's place in those queues.
      setChoice([...answer.registration.attendanceChoice, ...answer.registration.waitingFor])
    })
  }, [])

  async function act(action: 'update' | 'cancel' | 'restore' | 'remove-person', person?: GroupPerson) {
    const isChoosingSessions = action === 'update' || action === 'restore'
    if (isChoosingSessions && !choice.length) {
      notify({ title: 'Please Select Attendance', description: MISSING_ATTENDANCE_MESSAGE, variant: 'destructive' })
      return
    }
    const everyone = registration?.group.length ? ' and everyone you are bringing' : ''
    if (action === 'cancel' && !window.confirm(`Are you sure you want to cancel your registration${everyone}?`)) return
    if (person && !window.confirm(`Remove ${person.fullName} from your registration?`)) return
    setIsBusy(true)
    const answer = await call({
      action,
      token: token.current,
      ...(isChoosingSessions ? { attendanceChoice: choice } : {}),
      ...(person ? { person: person.id } : {}),
    })
    setIsBusy(false)
    if (!answer.success || !answer.registration) {
      notify({ title: 'Error', description: answer.message ?? GENERIC_FAILURE, variant: 'destructive' })
      return
    }
    setRegistration(answer.registration)
    notify({ title: NOTICE_TITLES[action], description: answer.message })
  }

  // The page found no event for a link the server accepts: there are no sessions to offer.
  const problem = error ?? (registration && !event ? GENERIC_FAILURE : null)
  if (problem) {
    return (
      <div role="alert" className="text-center">
        <p>{problem}</p>
        <Link
          href="/outreach-event"
          className="mt-4 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white"
        >
          Go to the outreach event
        </Link>
      </div>
    )
  }
  if (!registration || !event) return <p role="status">Loading your registration…</p>
  const { unit } = event.form
  const eventLine = (
    <p className="text-center text-lg">
      Your registration for{' '}
      <Link href={event.href} className="font-semibold text-brand underline">
        {event.title}
      </Link>
    </p>
  )
  const closedNote = event.closedNote && (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3">{event.closedNote}</p>
  )
  const groupNames = registration.group.map((person) => person.fullName).join(', ')
  if (registration.isCancelled) {
    return (
      <div className="space-y-6">
        {eventLine}
        <p role="status">
          Your registration is cancelled, {registration.firstName}. If you would like to come after all, choose your{' '}
          {unit} and restore it.
        </p>
        {groupNames && <p>Restoring it brings back the people you registered with it: {groupNames}.</p>}
        {closedNote}
        <AttendanceChoices value={choice} onChange={setChoice} options={event.form} />
        <button
          type="button"
          disabled={isBusy}
          onClick={() => act('restore')}
          className="rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60"
        >
          Restore my registration
        </button>
      </div>
    )
  }
  return (
    <div className="space-y-6">
      {eventLine}
      <p>
        Hello {registration.firstName}. You can change the {unit} you plan to attend, or cancel.
        {registration.group.length > 0 && ` Changes and cancelling apply to everyone you are bringing.`}
      </p>
      {closedNote}
      {registration.waitingFor.length > 0 && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3" data-testid="waiting-for">
          You are on the waiting list for{' '}
          {registration.waitingFor
            .map((key) => event.form.sessions.find((session) => session.key === key)?.title ?? key)
            .join(', ')}
          . We will e-mail you if a place frees up; untick it below and save to leave the list.
        </p>
      )}
      {registration.group.length > 0 && (
        <section aria-labelledby="group-heading" className="space-y-2">
          <h2 id="group-heading" className="text-lg font-semibold">
            People you are bringing
          </h2>
          <ul className="space-y-2">
            {registration.group.map((person) => (
              <li
                key={person.id}
                className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-3"
              >
                <span>
                  {person.fullName}
                  {person.isChild && <span className="text-slate-600"> (child)</span>}
                </span>
                <button
                  type="button"
                  disabled={isBusy}
                  onClick={() => act('remove-person', person)}
                  aria-label={`Remove ${person.fullName}`}
                  className="rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 disabled:opacity-60"
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <AttendanceChoices value={choice} onChange={setChoice} options={event.form} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => act('update')}
          className="rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60"
        >
          Save changes
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => act('cancel')}
          className="rounded-md border border-red-700 px-5 py-3 font-semibold text-red-800 disabled:opacity-60"
        >
          Cancel my registration
        </button>
      </div>
    </div>
  )
}
