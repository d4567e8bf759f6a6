'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { TabList, tabId } from '@/admin/components/TabList'
import { formatCheckinCode, parseCheckinCode } from '@/lib/checkin-code'
import { percentOf } from '@/lib/percentages'
import type { CheckinList, CheckinPerson } from '@/server/registrations/list-checkin'

import { QrScanner } from './QrScanner'
import { WalkInForm } from './WalkInForm'

import '@/admin/components/staff-admin.css'

export const CHECKIN_FAILED = 'Failed to update check-in status.'
/** How often the list is refreshed, so volunteers at two doors see each other's check-ins. */
const POLL_MS = 4000
const SEARCH_DELAY_MS = 250

/** A session as the door shows it: "Day 2 · Super Sunday" and its date line. */
export type DoorSession = { key: string; number: number; title: string; when: string }

type CheckinAnswer = { checkedIn: boolean; checkedInAt?: string }

const timeOf = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '')
const pendingKey = (personId: number, session: string) => `${personId}:${session}`

async function loadList(eventId: number, session: string, search: string, signal?: AbortSignal): Promise<CheckinList> {
  const params = new URLSearchParams({ event: String(eventId), session, q: search })
  const response = await fetch(`/api/registrations/checkin?${params}`, { credentials: 'include', signal, cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as CheckinList
}

async function saveCheckin(body: { registration: number; session: string; method: 'search' | 'qr'; checkedIn: boolean }): Promise<CheckinAnswer> {
  const response = await fetch('/api/checkins/toggle', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as CheckinAnswer
}

/** The person with the session's check-in set or cleared. */
function withCheckin(person: CheckinPerson, session: string, at: string | null): CheckinPerson {
  const checkedInAt = { ...person.checkedInAt }
  if (at) checkedInAt[session] = at
  else delete checkedInAt[session]
  return { ...person, checkedInAt }
}

/** Keeps the session in the address, so a reload or a shared link opens the same tab. */
function rememberSession(session: string) {
  const url = new URL(window.location.href)
  url.searchParams.set('session', session)
  url.searchParams.delete('day')
  window.history.replaceState(window.history.state, '', url)
}

export function CheckinDesk({
  eventId,
  sessions,
  noun,
  initial,
  initialSearch,
}: {
  eventId: number
  sessions: DoorSession[]
  /** "day" when the event's sessions are its days. */
  noun: 'day' | 'session'
  initial: CheckinList
  initialSearch: string
}) {
  const [session, setSession] = useState(initial.session)
  const [search, setSearch] = useState(initialSearch)
  // A code that arrived by the camera or a scanned link is a QR check-in; anything typed is a search.
  const [isScannedSearch, setIsScannedSearch] = useState(Boolean(initialSearch))
  const [list, setList] = useState<CheckinList>(initial)
  const [loadError, setLoadError] = useState(false)
  const [isScanning, setIsScanning] = useState(false)
  const [isAddingWalkIn, setIsAddingWalkIn] = useState(false)
  // Toggles on their way to the server: a refresh must not undo what the volunteer just did.
  const pending = useRef(new Map<string, string | null>())
  const request = useRef(0)
  const query = useRef({ session, search })
  query.current = { session, search }

  const refresh = useCallback(
    async (signal?: AbortSignal) => {
      const id = ++request.current
      const { session: currentSession, search: currentSearch } = query.current
      try {
        const next = await loadList(eventId, currentSession, currentSearch.trim(), signal)
        if (id !== request.current) return
        next.people = next.people.map((person) => {
          const key = pendingKey(person.id, currentSession)
          return pending.current.has(key) ? withCheckin(person, currentSession, pending.current.get(key) ?? null) : person
        })
        setList(next)
        setLoadError(false)
      } catch (error) {
        if ((error as Error).name !== 'AbortError' && id === request.current) setLoadError(true)
      }
    },
    [eventId],
  )

  // A new session or search loads at once (after a short pause while typing).
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => void refresh(controller.signal), search === initialSearch && session === initial.session ? 0 : SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [session, search, refresh, initialSearch, initial.session])

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && pending.current.size === 0) void refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])

  const chooseSession = (key: string) => {
    setSession(key)
    rememberSession(key)
  }

  const applyLocally = (personId: number, checkedSession: string, at: string | null) => {
    setList((current) => {
      const person = current.people.find((p) => p.id === personId)
      const wasIn = Boolean(person?.checkedInAt[checkedSession])
      const counts = current.counts[checkedSession]
      const change = person && counts && wasIn !== Boolean(at) ? (at ? 1 : -1) : 0
      return {
        ...current,
        people: current.people.map((p) => (p.id === personId ? withCheckin(p, checkedSession, at) : p)),
        counts: change && counts ? { ...current.counts, [checkedSession]: { ...counts, checkedIn: counts.checkedIn + change } } : current.counts,
      }
    })
  }

  const toggle = async (person: CheckinPerson) => {
    const checkedSession = session
    const value = !person.checkedInAt[checkedSession]
    const previousAt = person.checkedInAt[checkedSession] ?? null
    const code = parseCheckinCode(search)
    const method = isScannedSearch && code !== null && code === person.checkinCode ? 'qr' : 'search'
    const key = pendingKey(person.id, checkedSession)
    const optimisticAt = value ? new Date().toISOString() : null
    pending.current.set(key, optimisticAt)
    applyLocally(person.id, checkedSession, optimisticAt)
    try {
      const answer = await saveCheckin({ registration: person.id, session: checkedSession, method, checkedIn: value })
      applyLocally(person.id, checkedSession, answer.checkedIn ? (answer.checkedInAt ?? optimisticAt) : null)
      toast.success(value ? `Checked In: ${person.fullName}` : `Check-in Removed: ${person.fullName}`)
    } catch {
      applyLocally(person.id, checkedSession, previousAt)
      toast.error(CHECKIN_FAILED)
    } finally {
      pending.current.delete(key)
    }
  }

  const onScanned = useCallback((text: string) => {
    setIsScanning(false)
    const code = parseCheckinCode(text)
    if (code) {
      setSearch(formatCheckinCode(code))
      setIsScannedSearch(true)
    } else toast.error('That QR code is not a check-in code.')
  }, [])

  const searchedCode = parseCheckinCode(search)
  const alreadyIn = searchedCode && list.people.length === 1 && list.people[0]!.checkedInAt[session] ? list.people[0]! : null
  const sessionTitle = sessions.find((s) => s.key === session)?.title ?? session

  return (
    <>
      <div className="staff-grid">
        {sessions.map((s) => {
          const counts = list.counts[s.key] ?? { checkedIn: 0, expected: 0 }
          return (
            <button key={s.key} type="button" className="staff-card staff-daycard" aria-pressed={s.key === session} onClick={() => chooseSession(s.key)} data-day-card={`day${s.number}`}>
              <strong>{s.title}</strong>
              <div className="staff-muted">{s.when}</div>
              <div style={{ fontSize: 24, fontWeight: 700, marginTop: 8 }} data-testid={`count-day${s.number}`}>
                {counts.checkedIn} / {counts.expected}
              </div>
              <div className="staff-muted">checked in ({percentOf(counts.checkedIn, counts.expected)}%)</div>
              <div className="staff-progress" aria-hidden="true">
                <span style={{ width: `${Math.min(100, percentOf(counts.checkedIn, counts.expected))}%` }} />
              </div>
            </button>
          )
        })}
      </div>

      <TabList label={noun === 'day' ? 'Event day' : 'Event session'} idPrefix="checkin" tabs={sessions.map((s) => ({ key: s.key, label: s.title }))} selected={session} onSelect={chooseSession} />

      <div id="checkin-panel" role="tabpanel" aria-labelledby={tabId('checkin', session)}>
        <div className="staff-toolbar" role="search">
          <label className="staff-field staff-field--grow">
            Find a person
            <input
              type="search"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value)
                setIsScannedSearch(false)
              }}
              placeholder="Name, e-mail, phone or check-in code"
              autoComplete="off"
              maxLength={200}
              autoFocus
            />
          </label>
          <div className="staff-actions">
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setIsScanning((v) => !v)} aria-expanded={isScanning}>
              Scan QR code
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-medium" onClick={() => setIsAddingWalkIn((v) => !v)} aria-expanded={isAddingWalkIn}>
              Register a walk-in
            </button>
          </div>
        </div>

        {isScanning && <QrScanner onRead={onScanned} onClose={() => setIsScanning(false)} />}
        {isAddingWalkIn && (
          <WalkInForm
            eventId={eventId}
            session={session}
            sessions={sessions}
            noun={noun}
            onDone={(name) => {
              setIsAddingWalkIn(false)
              setSearch(name)
              setIsScannedSearch(false)
              void refresh()
            }}
            onFind={(name) => {
              setIsAddingWalkIn(false)
              setSearch(name)
              setIsScannedSearch(false)
            }}
            onCancel={() => setIsAddingWalkIn(false)}
          />
        )}

        {loadError && (
          <p className="staff-alert" role="alert">
            The list could not be refreshed. Check the connection; it will try again.
          </p>
        )}
        {alreadyIn && (
          <p className="staff-warning" role="status">
            {alreadyIn.fullName} is already checked in for {sessionTitle}
            {alreadyIn.checkedInAt[session] ? ` (at ${timeOf(alreadyIn.checkedInAt[session])})` : ''}.
          </p>
        )}

        <p className="staff-muted" aria-live="polite">
          {search.trim()
            ? `${list.total} ${list.total === 1 ? 'person matches' : 'people match'} “${search.trim()}”`
            : `${list.total} expected for ${sessionTitle}`}
          {list.total > list.people.length ? ` — showing the first ${list.people.length}; search to narrow.` : ''}
        </p>

        {list.people.length === 0 ? (
          <p className="staff-card">{search.trim() ? 'Nobody matches. Check the spelling, or register them as a walk-in.' : `Nobody is registered for this ${noun} yet.`}</p>
        ) : (
          <ul className="staff-people">
            {list.people.map((person) => {
              const at = person.checkedInAt[session]
              const isIn = Boolean(at)
              return (
                <li key={person.id} className={`staff-person${isIn ? ' staff-person--in' : ''}`} data-person-id={person.id}>
                  <div>
                    <div className="staff-person__name">{person.fullName}</div>
                    <div className="staff-muted">{[person.email, person.phone].filter(Boolean).join(' · ') || 'No contact details'}</div>
                    <div>
                      {person.checkinCode && <span className="staff-badge">{formatCheckinCode(person.checkinCode)}</span>}
                      {!person.sessions.includes(session) && <span className="staff-badge staff-badge--warn">Not registered for this {noun}</span>}
                      {isIn && <span className="staff-badge staff-badge--ok">Checked in {timeOf(at)}</span>}
                    </div>
                  </div>
                  <button
                    type="button"
                    className={`btn btn--size-medium staff-toggle ${isIn ? 'btn--style-secondary' : 'btn--style-primary'}`}
                    aria-pressed={isIn}
                    aria-label={isIn ? `Undo check-in for ${person.fullName}` : `Check in ${person.fullName}`}
                    onClick={() => void toggle(person)}
                  >
                    {isIn ? 'Undo check-in' : 'Check in'}
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </>
  )
}
