'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { AttendanceChoices } from './AttendanceChoices'
import { EventQuestions } from './EventQuestions'
import type { AttendanceForm, EventQuestion } from '@/events/shared'
import { GENERIC_FAILURE } from '@/platform/forms/form-response'
import { MISSING_ATTENDANCE_MESSAGE } from '@/platform/forms/form-texts'
import { type BalanceSummary, cancellationTermsText } from '@/payments/shared'
import { BalancePanel } from '@/payments/components/BalancePanel'

/** The event of the registration the link belongs to: a person registered for several events has a link for each. */
export type ManagedEvent = {
  title: string
  href: string
  /** Its sessions as attendance boxes, and whether it speaks of days or sessions. */
  form: AttendanceForm
  /** Set once registration has closed: more sessions are refused, dropping some or cancelling is not. */
  closedNote: string | null
  /** The event's questions to the booker, whose answers the page lets them change. */
  questions: EventQuestion[]
}

/** Someone the booker brought along: the booker's link manages them too. */
type GroupPerson = {
  id: number
  fullName: string
  isChild: boolean
  attendanceChoice: string[]
  checkinCode: string | null
}
type Registration = {
  firstName: string
  attendanceChoice: string[]
  waitingFor: string[]
  isCancelled: boolean
  group: GroupPerson[]
  checkinCode: string | null
  answers: Record<string, string | string[]>
  privateAnswered: string[]
  /** A paid booking: what cancelling gives back under the event's policy. */
  cancellation?: { paidPence: number; refundPence: number; cardRefundPence: number; refundUntil: string | null } | null
  /** A paid booking: what is paid and left, and whether card can pay the rest. */
  balance?: BalanceSummary | null
}
type Answer = {
  success: boolean
  message?: string
  registration?: Registration
  errors?: Record<string, string>
  /** "Pay the balance": Stripe Checkout's page for the amount. */
  checkoutUrl?: string
}
type Action = 'update' | 'cancel' | 'restore' | 'remove-person' | 'update-person' | 'update-answers'

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

const NOTICE_TITLES: Record<Action, string> = {
  update: 'Registration Updated',
  cancel: 'Registration Cancelled',
  restore: 'Registration Restored',
  'remove-person': 'Person Removed',
  'update-person': 'Registration Updated',
  'update-answers': 'Answers Updated',
}

/** What the last action did, in the page's flow above the registration (never a toast over the header). */
type Outcome = { kind: 'done' | 'failed'; title: string; text: string } | null

/** The person's own registration, reached through the private link in their confirmation e-mail. */
export function ManageRegistration({ event }: { event: ManagedEvent | null }) {
  const token = useRef<string | null>(null)
  const outcomeRef = useRef<HTMLDivElement>(null)
  const [registration, setRegistration] = useState<Registration | null>(null)
  const [choice, setChoice] = useState<string[]>([])
  const [personChoices, setPersonChoices] = useState<Record<number, string[]>>({})
  const [answers, setAnswers] = useState<Record<string, unknown>>({})
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [balanceError, setBalanceError] = useState<string | undefined>(undefined)

  /** Opens Checkout for the amount; the server checks it against the balance and says why not. */
  async function payBalance(amountPence: number | undefined) {
    setIsBusy(true)
    setBalanceError(undefined)
    const answer = await call({ action: 'pay-balance', token: token.current, amountPence })
    if (answer.success && answer.checkoutUrl) return window.location.assign(answer.checkoutUrl)
    setIsBusy(false)
    setBalanceError(answer.errors?.amountPence ?? answer.message ?? GENERIC_FAILURE)
  }

  const show = (next: Registration) => {
    setRegistration(next)
    // Sessions waited for stay ticked, so saving other changes keeps the person's place in those queues.
    setChoice([...next.attendanceChoice, ...next.waitingFor])
    setPersonChoices(Object.fromEntries(next.group.map((person) => [person.id, person.attendanceChoice])))
    setAnswers(next.answers)
  }

  useEffect(() => {
    token.current = new URLSearchParams(window.location.search).get('token')
    window.history.replaceState(null, '', window.location.pathname)
    if (!token.current) {
      setError('No registration link provided. Please use the link in your confirmation e-mail.')
      return
    }
    void call({ action: 'view', token: token.current }).then((answer) => {
      if (!answer.success || !answer.registration) return setError(answer.message ?? GENERIC_FAILURE)
      show(answer.registration)
    })
  }, [])

  // A new outcome is read out and brought into view where it is, above the registration.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus()
  }, [outcome])

  async function act(action: Action, { person, sessions }: { person?: GroupPerson; sessions?: string[] } = {}) {
    const chosen = sessions ?? choice
    const isChoosingSessions = action === 'update' || action === 'restore' || action === 'update-person'
    if (isChoosingSessions && !chosen.length) {
      setOutcome({ kind: 'failed', title: 'Please Select Attendance', text: MISSING_ATTENDANCE_MESSAGE })
      return
    }
    const everyone = registration?.group.length ? ' and everyone you are bringing' : ''
    const refund = registration?.cancellation ? ` ${cancellationTermsText(registration.cancellation)}` : ''
    if (
      action === 'cancel' &&
      !window.confirm(`Are you sure you want to cancel your registration${everyone}?${refund}`)
    )
      return
    if (action === 'remove-person' && person && !window.confirm(`Remove ${person.fullName} from your registration?`))
      return
    setIsBusy(true)
    const answer = await call({
      action,
      token: token.current,
      ...(isChoosingSessions ? { attendanceChoice: chosen } : {}),
      ...(person ? { person: person.id } : {}),
      ...(action === 'update-answers' ? { answers } : {}),
    })
    setIsBusy(false)
    if (action === 'update-answers') setAnswerErrors(answer.success ? {} : (answer.errors ?? {}))
    if (!answer.success || !answer.registration) {
      setOutcome({ kind: 'failed', title: 'Error', text: answer.message ?? GENERIC_FAILURE })
      return
    }
    show(answer.registration)
    setOutcome({
      kind: 'done',
      title: NOTICE_TITLES[action],
      text: `${answer.message ?? ''} We have e-mailed you a confirmation.`.trim(),
    })
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
  const outcomePanel = outcome && (
    <div
      ref={outcomeRef}
      tabIndex={-1}
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
      data-testid="manage-outcome"
      className={`scroll-mt-24 rounded-md border p-4 ${
        outcome.kind === 'failed'
          ? 'border-red-300 bg-red-50 text-red-900'
          : 'border-green-300 bg-green-50 text-green-900'
      }`}
    >
      <p className="font-semibold">{outcome.title}</p>
      {outcome.text && <p>{outcome.text}</p>}
    </div>
  )
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
        {outcomePanel}
        <p>
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
      {outcomePanel}
      <p>
        Hello {registration.firstName}. You can change the {unit} you plan to attend, or cancel.
        {registration.group.length > 0 &&
          ` Changes and cancelling apply to everyone you are bringing. Each person's own ${unit} can be changed below.`}
      </p>
      {registration.checkinCode && (
        <p data-testid="my-checkin-code">
          Your check-in code: <strong className="font-mono text-lg tracking-wider">{registration.checkinCode}</strong>
          <span className="text-slate-600"> (show it at the door)</span>
        </p>
      )}
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
      <AttendanceChoices value={choice} onChange={setChoice} options={event.form} />
      {registration.cancellation && (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3" data-testid="cancellation-terms">
          {cancellationTermsText(registration.cancellation)}
        </p>
      )}
      {registration.balance && (
        <BalancePanel balance={registration.balance} isBusy={isBusy} error={balanceError} onPay={payBalance} />
      )}
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
      {registration.group.length > 0 && (
        <section aria-labelledby="group-heading" className="space-y-3">
          <h2 id="group-heading" className="text-lg font-semibold">
            People you are bringing
          </h2>
          <ul className="space-y-3">
            {registration.group.map((person) => (
              <li key={person.id} className="space-y-3 rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span>
                    {person.fullName}
                    {person.isChild && <span className="text-slate-600"> (child)</span>}
                    {person.checkinCode && (
                      <span className="block text-sm text-slate-700">
                        Check-in code: <strong className="font-mono tracking-wider">{person.checkinCode}</strong>
                      </span>
                    )}
                  </span>
                  <button
                    type="button"
                    disabled={isBusy}
                    onClick={() => act('remove-person', { person })}
                    aria-label={`Remove ${person.fullName}`}
                    className="rounded-md border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 disabled:opacity-60"
                  >
                    Remove
                  </button>
                </div>
                <details>
                  <summary className="cursor-pointer font-medium text-brand underline">
                    Change {person.fullName}&apos;s {unit}
                  </summary>
                  <div className="mt-3 space-y-3">
                    <AttendanceChoices
                      value={personChoices[person.id] ?? []}
                      onChange={(value) => setPersonChoices((current) => ({ ...current, [person.id]: value }))}
                      options={event.form}
                      legend={`Which ${unit} will ${person.fullName} attend?`}
                      name={`people.${person.id}.attendanceChoice`}
                    />
                    <button
                      type="button"
                      disabled={isBusy}
                      onClick={() => act('update-person', { person, sessions: personChoices[person.id] ?? [] })}
                      className="rounded-md bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
                    >
                      Save {person.fullName}&apos;s {unit}
                    </button>
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      )}
      {event.questions.length > 0 && (
        <section aria-labelledby="answers-heading" className="space-y-3">
          <h2 id="answers-heading" className="text-lg font-semibold">
            Your answers
          </h2>
          {registration.privateAnswered.length > 0 && (
            <p className="text-sm text-slate-600">
              Private answers (marked as such) are kept without being shown here: leave them empty to keep what you told
              us.
            </p>
          )}
          <EventQuestions
            questions={event.questions.map((question) =>
              question.sensitive && registration.privateAnswered.includes(question.key)
                ? {
                    ...question,
                    required: false,
                    help: [question.help, 'Private: your earlier answer is kept.'].filter(Boolean).join(' '),
                  }
                : question,
            )}
            answers={answers}
            onChange={setAnswers}
            errors={answerErrors}
          />
          <button
            type="button"
            disabled={isBusy}
            onClick={() => act('update-answers')}
            className="rounded-md bg-brand px-5 py-3 font-semibold text-white disabled:opacity-60"
          >
            Save my answers
          </button>
        </section>
      )}
    </div>
  )
}
