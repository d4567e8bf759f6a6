'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { postJson } from '@/ui/admin/post-json'
import { ChildLabels, LABEL_STOCK_KEY } from '../Checkin/ChildLabels'
import { QrScanner } from '../Checkin/QrScanner'
import { KIOSK_MESSAGES, KIOSK_MIN_SURNAME } from '../../rules/kiosk'

type Member = { id: number; name: string; isBooked: boolean; isCheckedIn: boolean }
type Household = { members: Member[] }
type KioskLabel = { name: string; securityCode: string; hasMedicalNote: boolean }
type Step =
  | { kind: 'start' }
  | { kind: 'scan' }
  | { kind: 'choose'; households: Household[]; method: 'search' | 'qr' }
  | { kind: 'thanks'; names: string[]; labels: KioskLabel[] }

const canCheckIn = (member: Member) => member.isBooked && !member.isCheckedIn

/**
 * The kiosk: a start screen, then the households found by a typed surname or a scanned code, shown
 * as first names and last initials; the chosen members are checked in and thanked. Untouched for
 * `idleSeconds`, or at "Start again", it goes back to the start screen and forgets what was shown.
 */
export function KioskScreen({
  eventTitle,
  sessionTitle,
  idleSeconds,
}: {
  eventTitle: string
  sessionTitle: string
  idleSeconds: number
}) {
  const [step, setStep] = useState<Step>({ kind: 'start' })
  const [surname, setSurname] = useState('')
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const [problem, setProblem] = useState<string | null>(null)
  const [isBusy, setIsBusy] = useState(false)
  const [touchedAt, setTouchedAt] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)

  const startAgain = useCallback(() => {
    setStep({ kind: 'start' })
    setSurname('')
    setChosen(new Set())
    setProblem(null)
  }, [])

  // Anything a person does counts as use; the clock restarts from it.
  useEffect(() => {
    const touch = () => setTouchedAt(Date.now())
    const events = ['pointerdown', 'keydown', 'input'] as const
    for (const name of events) window.addEventListener(name, touch, { passive: true })
    return () => {
      for (const name of events) window.removeEventListener(name, touch)
    }
  }, [])
  useEffect(() => {
    if (step.kind === 'start' && !surname && !problem) return
    const timer = window.setTimeout(startAgain, idleSeconds * 1000)
    return () => window.clearTimeout(timer)
  }, [step, surname, problem, touchedAt, idleSeconds, startAgain])
  useEffect(() => headingRef.current?.focus(), [step.kind])

  const lookUp = async (query: string, method: 'search' | 'qr') => {
    setIsBusy(true)
    setProblem(null)
    try {
      const response = await fetch(`/api/kiosk-devices/lookup?${query}`, { credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { households?: Household[]; message?: string }
      if (response.status === 401 || response.status === 403) {
        window.location.assign('/admin/kiosk')
        return
      }
      if (!response.ok) throw new Error(body.message ?? 'That did not work. Please try again.')
      const households = body.households ?? []
      if (!households.length) {
        setProblem(
          method === 'qr'
            ? 'That code is not booked for this event. Type your surname instead.'
            : 'Nobody booked under that surname. Check the spelling, or ask someone at the door.',
        )
        setStep({ kind: 'start' })
      } else {
        setChosen(new Set(households.flatMap((household) => household.members.filter(canCheckIn).map((m) => m.id))))
        setStep({ kind: 'choose', households, method })
      }
    } catch (error) {
      setProblem((error as Error).message)
    }
    setIsBusy(false)
  }

  const search = (event: FormEvent) => {
    event.preventDefault()
    if (surname.trim().length < KIOSK_MIN_SURNAME) {
      setProblem(KIOSK_MESSAGES.surnameTooShort)
      return
    }
    void lookUp(`surname=${encodeURIComponent(surname.trim())}`, 'search')
  }

  const checkIn = async (households: Household[], method: 'search' | 'qr') => {
    const ids = [...chosen]
    if (!ids.length) {
      setProblem('Choose who is here.')
      return
    }
    setIsBusy(true)
    setProblem(null)
    const { response, body } = await postJson<{ labels?: KioskLabel[] }>('/api/kiosk-devices/check-in', {
      registrations: ids,
      method,
    })
    setIsBusy(false)
    if (!response.ok) {
      setProblem(body.message ?? 'That did not work. Please try again, or ask someone at the door.')
      return
    }
    const names = households
      .flatMap((h) => h.members)
      .filter((m) => chosen.has(m.id))
      .map((m) => m.name.split(' ')[0]!)
    const labels = body.labels ?? []
    setStep({ kind: 'thanks', names, labels })
    // A kiosk whose label roll was chosen (as at the door, kept on the device) prints each child's labels at once.
    if (labels.length && window.localStorage.getItem(LABEL_STOCK_KEY)) window.setTimeout(() => window.print(), 300)
  }

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const startAgainButton = (
    <button type="button" className="kiosk__button" onClick={startAgain}>
      Start again
    </button>
  )
  const problemLine = problem && (
    <p role="alert" className="kiosk__error">
      {problem}
    </p>
  )

  if (step.kind === 'scan')
    return (
      <section className="kiosk__panel" aria-labelledby="kiosk-heading">
        <h1 id="kiosk-heading" ref={headingRef} tabIndex={-1}>
          Hold your QR code up to the camera
        </h1>
        <QrScanner onRead={(text) => void lookUp(`code=${encodeURIComponent(text)}`, 'qr')} onClose={startAgain} />
        {startAgainButton}
      </section>
    )

  if (step.kind === 'choose')
    return (
      <section className="kiosk__panel" aria-labelledby="kiosk-heading">
        <h1 id="kiosk-heading" ref={headingRef} tabIndex={-1}>
          Who is here today?
        </h1>
        {step.households.map((household, index) => (
          <fieldset key={household.members[0]!.id} className="kiosk__household">
            <legend>Household {step.households.length > 1 ? index + 1 : ''}</legend>
            {household.members.map((member) => (
              <label key={member.id} className="kiosk__member">
                <input
                  type="checkbox"
                  checked={member.isCheckedIn || chosen.has(member.id)}
                  disabled={!canCheckIn(member)}
                  onChange={() => toggle(member.id)}
                />
                <span className="kiosk__name">{member.name}</span>
                {member.isCheckedIn && <span className="kiosk__note">Already checked in</span>}
                {!member.isBooked && <span className="kiosk__note">Not booked for this session</span>}
              </label>
            ))}
          </fieldset>
        ))}
        {problemLine}
        <button
          type="button"
          className="kiosk__button kiosk__button--primary"
          disabled={isBusy || chosen.size === 0}
          onClick={() => void checkIn(step.households, step.method)}
        >
          Check in {chosen.size === 1 ? '1 person' : `${chosen.size} people`}
        </button>
        {startAgainButton}
      </section>
    )

  if (step.kind === 'thanks')
    return (
      <section className="kiosk__panel" aria-labelledby="kiosk-heading">
        <h1 id="kiosk-heading" ref={headingRef} tabIndex={-1}>
          Thank you, you are checked in
        </h1>
        <p className="kiosk__thanks">
          Welcome, {step.names.join(', ')}. Enjoy {sessionTitle}!
        </p>
        {step.labels.map((label) => (
          <ChildLabels
            key={label.securityCode}
            label={{ ...label, fullName: label.name, session: sessionTitle }}
            sessionTitle={sessionTitle}
            onClose={startAgain}
          />
        ))}
        {startAgainButton}
      </section>
    )

  return (
    <section className="kiosk__panel" aria-labelledby="kiosk-heading">
      <p className="kiosk__event">{eventTitle}</p>
      <h1 id="kiosk-heading" ref={headingRef} tabIndex={-1}>
        Welcome to {sessionTitle}
      </h1>
      <form onSubmit={search} className="kiosk__search">
        <label htmlFor="kiosk-surname" className="kiosk__label">
          Type your surname
        </label>
        <input
          id="kiosk-surname"
          className="kiosk__input"
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
        />
        <button type="submit" className="kiosk__button kiosk__button--primary" disabled={isBusy}>
          Find my household
        </button>
      </form>
      {problemLine}
      <button type="button" className="kiosk__button" onClick={() => setStep({ kind: 'scan' })}>
        Scan my QR code
      </button>
    </section>
  )
}
