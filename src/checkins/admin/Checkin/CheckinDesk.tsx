'use client'

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'

import { TabList, tabId } from '@/ui/admin/TabList'
import { listInWords } from '@/platform/audit/audit-words'
import { formatCheckinCode, parseCheckinCode } from '@/registrations/shared'
import { doorBlocks, doorCheckinMethod } from '../../rules/door-groups'
import { percentOf } from '@/platform/data/percentages'
import type { CheckinList, CheckinPerson } from '../../list-checkin'

import { AddSessionDialog } from './AddSessionDialog'
import { ArrivalsChart } from './ArrivalsChart'
import { GroupCheckin, GroupMemberBox } from './GroupCheckin'
import { QrScanner } from './QrScanner'
import { WalkInForm } from './WalkInForm'
import { useDoorDevice } from './offline/useDoorDevice'
import { ChildLabels, CollectChild, fetchChildLabel, type ChildLabel } from './ChildLabels'

import '@/ui/admin/staff-admin.css'
import './checkin.css'

const CHECKIN_FAILED = 'Failed to update check-in status.'
/** How often the list is refreshed, so volunteers at two doors see each other's check-ins. */
const POLL_MS = 4000
const SEARCH_DELAY_MS = 250

/** A session as the door shows it: "Day 2 · Super Sunday" and its date line. */
export type DoorSession = {
  key: string
  number: number
  title: string
  when: string
  endsAt: string
  /** Children get a security-coded label, and are handed back with its code. */
  isChildrens: boolean
}

type CheckinAnswer = { checkedIn: boolean; checkedInAt?: string; addedSession?: boolean }

/** A request that never got an answer: the network is down (fetch rejects with a TypeError). */
const isNetworkError = (error: unknown) => error instanceof TypeError

/** The server's answer when the person did not choose the session and nobody confirmed adding it. */
class NotRegisteredError extends Error {}

/**
 * What the last tap did. Shown in the page's flow under the search, never floating over the list,
 * so it cannot cover the Undo button of the row just tapped (a toast did, on a phone).
 */
type DoorNotice = { kind: 'done' | 'failed'; text: string; undo?: { people: CheckinPerson[]; session: string } } | null

/**
 * Class names joined with spaces. Not a template literal: the formatter's Tailwind plugin trims the
 * space inside `${x ? ' a--b' : ''}`, which glued modifier classes to their base class.
 */
const classNames = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ')

const timeOf = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : ''
const pendingKey = (personId: number, session: string) => `${personId}:${session}`

async function loadList(eventId: number, session: string, search: string, signal?: AbortSignal): Promise<CheckinList> {
  const params = new URLSearchParams({ event: String(eventId), session, q: search })
  const response = await fetch(`/api/registrations/checkin?${params}`, {
    credentials: 'include',
    signal,
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as CheckinList
}

async function saveCheckin(body: {
  registration: number
  session: string
  method: 'search' | 'qr'
  checkedIn: boolean
  addSession: boolean
}): Promise<CheckinAnswer> {
  const response = await fetch('/api/checkins/toggle', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (response.status === 409) throw new NotRegisteredError()
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as CheckinAnswer
}

/** Lets several people of one group in at once; the server's refusal (someone not registered for it) comes back as its message. */
async function saveGroupCheckin(body: {
  registrations: number[]
  session: string
  method: 'search' | 'qr'
  addSession: boolean
}): Promise<{ checkins: Array<{ registration: number; checkedInAt: string }> }> {
  const response = await fetch('/api/checkins/group', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer = (await response.json().catch(() => ({}))) as {
    message?: string
    checkins?: Array<{ registration: number; checkedInAt: string }>
  }
  if (!response.ok || !answer.checkins)
    throw new Error(response.status === 409 && answer.message ? answer.message : CHECKIN_FAILED)
  return { checkins: answer.checkins }
}

/** The person with the session's check-in set or cleared (and the session added to their choice, when it was). */
function withCheckin(person: CheckinPerson, session: string, at: string | null, isSessionAdded = false): CheckinPerson {
  const checkedInAt = { ...person.checkedInAt }
  if (at) checkedInAt[session] = at
  else delete checkedInAt[session]
  const sessions =
    isSessionAdded && !person.sessions.includes(session) ? [...person.sessions, session] : person.sessions
  return { ...person, checkedInAt, sessions }
}

/** A session's figures after a person's change: only someone expected there counts as checked in. */
function countsAfter(
  counts: { checkedIn: number; expected: number },
  before: CheckinPerson,
  after: CheckinPerson,
  session: string,
) {
  const counted = (person: CheckinPerson) => (person.sessions.includes(session) && person.checkedInAt[session] ? 1 : 0)
  const expected = (person: CheckinPerson) => (person.sessions.includes(session) ? 1 : 0)
  return {
    checkedIn: counts.checkedIn + counted(after) - counted(before),
    expected: counts.expected + expected(after) - expected(before),
  }
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
  const [notice, setNotice] = useState<DoorNotice>(null)
  // The person tapped who did not register for the session, while the door asks whether to add it.
  const [asking, setAsking] = useState<{ person: CheckinPerson; session: string } | null>(null)
  // Members of a group the volunteer unticked before "Check in group" (not here today), and a group check-in on its way.
  const [excluded, setExcluded] = useState<ReadonlySet<number>>(new Set())
  const [isGroupBusy, setIsGroupBusy] = useState(false)
  // The label and receipt of the child just let in at a children's session (or asked for again).
  const [childLabel, setChildLabel] = useState<ChildLabel | null>(null)
  // Toggles on their way to the server: a refresh must not undo what the volunteer just did.
  const pending = useRef(new Map<string, string | null>())
  const request = useRef(0)
  const query = useRef({ session, search })
  query.current = { session, search }
  const door = useDoorDevice({
    eventId,
    session,
    endsAt: sessions.find((s) => s.key === session)?.endsAt ?? new Date().toISOString(),
    onRefused: (text) => setNotice({ kind: 'failed', text }),
  })
  const doorRef = useRef(door)
  doorRef.current = door
  const listRef = useRef(list)
  listRef.current = list

  /**
   * The list from the device's own copy, while offline or while its taps wait to be sent (the
   * server's list would not show them yet). Null when the device has no copy of the session.
   */
  const showLocal = useCallback((): CheckinList | null => {
    const { session: currentSession, search: currentSearch } = query.current
    if (!doorRef.current.localPeople()) return null
    const local = doorRef.current.localList(currentSearch)
    const current = listRef.current
    const next: CheckinList = {
      ...current,
      session: currentSession,
      people: local.people,
      total: local.total,
      counts: { ...current.counts, [currentSession]: local.counts },
      arrivals: current.session === currentSession ? current.arrivals : [],
    }
    setList(next)
    setLoadError(false)
    return next
  }, [])

  /** Loads the list for the current session and search; answers it, or null when it failed or a newer load overtook it. */
  const refresh = useCallback(
    async (signal?: AbortSignal): Promise<CheckinList | null> => {
      const id = ++request.current
      const { session: currentSession, search: currentSearch } = query.current
      if (doorRef.current.isQueueing()) {
        const local = showLocal()
        if (local) return local
      }
      try {
        const next = await loadList(eventId, currentSession, currentSearch.trim(), signal)
        if (id !== request.current) return null
        next.people = next.people.map((person) => {
          const key = pendingKey(person.id, currentSession)
          return pending.current.has(key)
            ? withCheckin(person, currentSession, pending.current.get(key) ?? null)
            : person
        })
        setList(next)
        setLoadError(false)
        return next
      } catch (error) {
        if (isNetworkError(error) && id === request.current) {
          const local = showLocal()
          if (local) return local
        }
        if ((error as Error).name !== 'AbortError' && id === request.current) setLoadError(true)
        return null
      }
    },
    [eventId, showLocal],
  )

  // The device's copy changed (a tap, a sync): show it while it is what the door works from.
  useEffect(() => {
    if (doorRef.current.isQueueing()) showLocal()
  }, [door.version, door.isOnline, door.waiting, showLocal])

  // A new session or search loads at once (after a short pause while typing).
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(
      () => void refresh(controller.signal),
      search === initialSearch && session === initial.session ? 0 : SEARCH_DELAY_MS,
    )
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

  const applyLocally = (personId: number, checkedSession: string, at: string | null, isSessionAdded = false) => {
    setList((current) => {
      const person = current.people.find((p) => p.id === personId)
      if (!person) return current
      const changed = withCheckin(person, checkedSession, at, isSessionAdded)
      const counts = current.counts[checkedSession]
      return {
        ...current,
        people: current.people.map((p) => (p.id === personId ? changed : p)),
        counts: counts
          ? { ...current.counts, [checkedSession]: countsAfter(counts, person, changed, checkedSession) }
          : current.counts,
      }
    })
  }

  /**
   * Checks the person in at the session shown, or undoes it, at once. Someone who did not register
   * for the session is asked about first (`addSession` once staff confirmed), never let in silently.
   */
  const toggle = async (person: CheckinPerson, { addSession = false } = {}) => {
    const checkedSession = session
    const value = !person.checkedInAt[checkedSession]
    if (value && !addSession && !person.sessions.includes(checkedSession))
      return setAsking({ person, session: checkedSession })
    const previousAt = person.checkedInAt[checkedSession] ?? null
    const method = doorCheckinMethod({ text: search, isScanned: isScannedSearch }, [person])
    const done = value ? `Checked In: ${person.fullName}` : `Check-in Removed: ${person.fullName}`
    // Offline (or behind taps still waiting): taken on the device at once, sent when the network is back.
    const takeOnDevice = async () => {
      const at = await door.takeTap({ registration: person.id, action: value ? 'in' : 'out', method, addSession })
      applyLocally(person.id, checkedSession, value ? at : null, addSession)
      setNotice({ kind: 'done', text: done })
    }
    if (door.isQueueing()) return takeOnDevice()
    const key = pendingKey(person.id, checkedSession)
    const optimisticAt = value ? new Date().toISOString() : null
    pending.current.set(key, optimisticAt)
    applyLocally(person.id, checkedSession, optimisticAt)
    try {
      const answer = await saveCheckin({
        registration: person.id,
        session: checkedSession,
        method,
        checkedIn: value,
        addSession,
      })
      applyLocally(
        person.id,
        checkedSession,
        answer.checkedIn ? (answer.checkedInAt ?? optimisticAt) : null,
        answer.addedSession === true,
      )
      setNotice({ kind: 'done', text: done })
      if (value && person.isChild && sessions.find((s) => s.key === checkedSession)?.isChildrens)
        setChildLabel(await fetchChildLabel(person.id, checkedSession))
    } catch (error) {
      applyLocally(person.id, checkedSession, previousAt)
      // The network went as the tap was sent: it is taken on the device instead, never lost.
      if (isNetworkError(error)) await takeOnDevice()
      // The list was out of date: the person had dropped the session, say. Ask, as for anyone not registered.
      else if (error instanceof NotRegisteredError) setAsking({ person, session: checkedSession })
      else setNotice({ kind: 'failed', text: CHECKIN_FAILED })
    } finally {
      pending.current.delete(key)
    }
  }

  /**
   * Lets in everyone chosen of a group with one tap, all or none (adding the session to whoever did
   * not book it when the door said so); each shows as in at once and goes back if the server refuses.
   */
  const checkInGroup = async (people: CheckinPerson[], { addSession }: { addSession: boolean }) => {
    const checkedSession = session
    if (door.isQueueing()) {
      const method = doorCheckinMethod({ text: search, isScanned: isScannedSearch }, people)
      for (const person of people) {
        const at = await door.takeTap({ registration: person.id, action: 'in', method, addSession })
        applyLocally(person.id, checkedSession, at, addSession)
      }
      setNotice({
        kind: 'done',
        text: `Checked In: ${listInWords(people.map((person) => person.fullName))}`,
        undo: { people, session: checkedSession },
      })
      return
    }
    const optimisticAt = new Date().toISOString()
    for (const person of people) {
      pending.current.set(pendingKey(person.id, checkedSession), optimisticAt)
      applyLocally(person.id, checkedSession, optimisticAt, addSession)
    }
    setIsGroupBusy(true)
    try {
      const method = doorCheckinMethod({ text: search, isScanned: isScannedSearch }, people)
      const answer = await saveGroupCheckin({
        registrations: people.map((person) => person.id),
        session: checkedSession,
        method,
        addSession,
      })
      for (const checkin of answer.checkins)
        applyLocally(checkin.registration, checkedSession, checkin.checkedInAt, addSession)
      const added = addSession
        ? ` (${sessions.find((s) => s.key === checkedSession)?.title ?? checkedSession} added)`
        : ''
      setNotice({
        kind: 'done',
        text: `Checked In: ${listInWords(people.map((person) => person.fullName))}${added}`,
        undo: { people, session: checkedSession },
      })
    } catch (error) {
      for (const person of people) applyLocally(person.id, checkedSession, person.checkedInAt[checkedSession] ?? null)
      setNotice({ kind: 'failed', text: (error as Error).message || CHECKIN_FAILED })
    } finally {
      for (const person of people) pending.current.delete(pendingKey(person.id, checkedSession))
      setIsGroupBusy(false)
    }
  }

  /** Takes back a group check-in just made: each person's check-in is undone (a session added stays on their booking). */
  const undoGroup = async ({ people, session: checkedSession }: { people: CheckinPerson[]; session: string }) => {
    setIsGroupBusy(true)
    try {
      for (const person of people) {
        if (door.isQueueing() && checkedSession === session) {
          await door.takeTap({ registration: person.id, action: 'out', method: 'search', addSession: false })
          applyLocally(person.id, checkedSession, null)
          continue
        }
        await saveCheckin({
          registration: person.id,
          session: checkedSession,
          method: 'search',
          checkedIn: false,
          addSession: false,
        })
        applyLocally(person.id, checkedSession, null)
      }
      setNotice({ kind: 'done', text: `Check-in Removed: ${listInWords(people.map((person) => person.fullName))}` })
    } catch {
      setNotice({ kind: 'failed', text: CHECKIN_FAILED })
      void refresh()
    } finally {
      setIsGroupBusy(false)
    }
  }

  const setIncluded = (personId: number, isIncluded: boolean) =>
    setExcluded((current) => {
      const next = new Set(current)
      if (isIncluded) next.delete(personId)
      else next.add(personId)
      return next
    })

  /** Enter in the search box lets in the one person whose check-in code it is, as tapping their button would. */
  const checkInByCode = async (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    const code = parseCheckinCode(search)
    if (!code) return
    const loaded = await refresh()
    const person = loaded?.people.find((p) => p.checkinCode === code)
    if (person && !person.checkedInAt[loaded!.session]) void toggle(person)
  }

  const onScanned = useCallback((text: string) => {
    setIsScanning(false)
    const code = parseCheckinCode(text)
    if (code) {
      setSearch(formatCheckinCode(code))
      setIsScannedSearch(true)
    } else setNotice({ kind: 'failed', text: 'That QR code is not a check-in code.' })
  }, [])

  const searchedCode = parseCheckinCode(search)
  // The page arrives with the figures but no names (it may be kept on the device unencrypted): the list follows.
  const isLoading = list === initial && list.people.length === 0 && list.total > 0
  const alreadyIn =
    searchedCode && list.people.length === 1 && list.people[0]!.checkedInAt[session] ? list.people[0]! : null
  const sessionTitle = sessions.find((s) => s.key === session)?.title ?? session
  const isChildrensSession = Boolean(sessions.find((s) => s.key === session)?.isChildrens)
  const printParams = new URLSearchParams({ event: String(eventId), session }).toString()
  const isSearching = search.trim() !== ''

  /** One person's row; in a group, a member's row is set in, and carries the box choosing them for the group's check-in. */
  const personRow = (
    person: CheckinPerson,
    { isMember = false, box = false }: { isMember?: boolean; box?: boolean } = {},
  ) => {
    const at = person.checkedInAt[session]
    const isIn = Boolean(at)
    return (
      <li
        key={person.id}
        className={classNames('staff-person', isIn && 'staff-person--in', isMember && 'staff-person--member')}
        data-person-id={person.id}
      >
        {box && (
          <GroupMemberBox
            person={person}
            isExcluded={excluded.has(person.id)}
            onChange={(isIncluded) => setIncluded(person.id, isIncluded)}
          />
        )}
        <div className="staff-person__about">
          <div className="staff-person__name">{person.fullName}</div>
          {/* Admins see the contact details; everyone else the masked phone, enough to tell two people apart. Someone brought along has neither. */}
          {!person.bookedBy && (
            <div className="staff-muted">
              {[person.email, person.phone ?? (person.phoneHint && `Phone ${person.phoneHint}`)]
                .filter(Boolean)
                .join(' · ') || 'No phone given'}
            </div>
          )}
          {person.bookedBy && !isMember && <div className="staff-muted">Booked by {person.bookedBy.fullName}</div>}
          <div>
            {person.checkinCode && <span className="staff-badge">{formatCheckinCode(person.checkinCode)}</span>}
            {person.isChild && <span className="staff-badge">Child</span>}
            {!person.sessions.includes(session) && (
              <span className="staff-badge staff-badge--warn">Not registered for this {noun}</span>
            )}
            {person.confirmationBounced && (
              <span
                className="staff-badge staff-badge--warn"
                title="Their confirmation e-mail did not arrive: they may not have their QR code. Find them by name."
              >
                Confirmation e-mail bounced
              </span>
            )}
            {isIn && <span className="staff-badge staff-badge--ok">Checked in {timeOf(at)}</span>}
          </div>
          {isIn && person.isChild && isChildrensSession && (
            <div className="staff-actions">
              <button
                type="button"
                className="btn btn--style-secondary btn--size-small"
                onClick={() => void fetchChildLabel(person.id, session).then(setChildLabel)}
              >
                Print label again
              </button>
              <CollectChild
                registration={person.id}
                session={session}
                name={person.fullName}
                onCollected={() => setNotice({ kind: 'done', text: `Handed over: ${person.fullName}` })}
              />
            </div>
          )}
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
  }

  return (
    <>
      {/* The search comes first, on a phone too: finding the person is the door's first job. */}
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
            onKeyDown={(event) => void checkInByCode(event)}
            enterKeyHint="go"
            placeholder="Name, e-mail, phone or check-in code"
            autoComplete="off"
            maxLength={200}
            autoFocus
          />
        </label>
        <div className="staff-actions">
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => setIsScanning((v) => !v)}
            aria-expanded={isScanning}
          >
            Scan QR code
          </button>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-medium"
            onClick={() => setIsAddingWalkIn((v) => !v)}
            aria-expanded={isAddingWalkIn}
          >
            Register a walk-in
          </button>
          {/* For when the devices fail, and for churches that print their children's labels on sheets. */}
          <a
            className="btn btn--style-secondary btn--size-medium"
            href={`/api/checkins/door-list.pdf?${printParams}`}
            download
          >
            Print door list (PDF)
          </a>
          {isChildrensSession && (
            <a
              className="btn btn--style-secondary btn--size-medium"
              href={`/api/checkins/labels.pdf?${printParams}`}
              download
            >
              Print label sheets (PDF)
            </a>
          )}
        </div>
      </div>

      {/* While a search is on, each card shrinks to one line on a phone, so the results fit above the keyboard. */}
      <div className={classNames('staff-grid door-cards', isSearching && 'door-cards--searching')}>
        {sessions.map((s) => {
          const counts = list.counts[s.key] ?? { checkedIn: 0, expected: 0 }
          const isChosen = s.key === session
          return (
            <div
              key={s.key}
              className={classNames('staff-card door-card', isChosen && 'door-card--chosen')}
              data-day-card={`day${s.number}`}
            >
              <button
                type="button"
                className="door-card__choose"
                aria-pressed={isChosen}
                onClick={() => chooseSession(s.key)}
              >
                <strong className="door-card__title">{s.title}</strong>
                <span className="staff-muted door-card__details">{s.when}</span>
                <span className="door-card__count" data-testid={`count-day${s.number}`}>
                  {counts.checkedIn} / {counts.expected}
                </span>
                <span className="door-card__details">
                  <span className="staff-muted">checked in ({percentOf(counts.checkedIn, counts.expected)}%)</span>
                  <span className="staff-progress" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, percentOf(counts.checkedIn, counts.expected))}%` }} />
                  </span>
                </span>
              </button>
              {isChosen && list.session === s.key && (
                <ArrivalsChart sessionKey={s.key} arrivals={list.arrivals} checkedIn={counts.checkedIn} />
              )}
            </div>
          )
        })}
      </div>

      <TabList
        label={noun === 'day' ? 'Event day' : 'Event session'}
        idPrefix="checkin"
        tabs={sessions.map((s) => ({ key: s.key, label: s.title }))}
        selected={session}
        onSelect={chooseSession}
      />

      <div id="checkin-panel" role="tabpanel" aria-labelledby={tabId('checkin', session)}>
        {isScanning && <QrScanner onRead={onScanned} onClose={() => setIsScanning(false)} />}
        {isAddingWalkIn && (
          <WalkInForm
            eventId={eventId}
            session={session}
            sessions={sessions}
            noun={noun}
            onDone={(name) => {
              setNotice({ kind: 'done', text: `Checked In: ${name} registered as a walk-in` })
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

        {childLabel && (
          <ChildLabels label={childLabel} sessionTitle={sessionTitle} onClose={() => setChildLabel(null)} />
        )}
        {(!door.isOnline || door.waiting > 0) && (
          <p className="door-sync" role="status" data-testid="door-sync">
            {door.isOnline ? 'Sending' : 'Offline'} — {door.waiting} waiting to send
          </p>
        )}
        <div className="door-notice">
          <p role="status" className={notice?.kind === 'done' ? 'door-notice__done' : undefined}>
            {notice?.kind === 'done' ? notice.text : ''}
          </p>
          {notice?.undo && (
            <button
              type="button"
              className="btn btn--style-secondary btn--size-small"
              disabled={isGroupBusy}
              onClick={() => void undoGroup(notice.undo!)}
            >
              Undo
            </button>
          )}
          <p role="alert" className={notice?.kind === 'failed' ? 'door-notice__failed' : undefined}>
            {notice?.kind === 'failed' ? notice.text : ''}
          </p>
        </div>

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
          {list.total > list.people.length && !isLoading
            ? ` — showing the first ${list.people.length}; search to narrow.`
            : ''}
        </p>

        {isLoading ? (
          <p className="staff-card">Loading the list…</p>
        ) : list.people.length === 0 ? (
          <p className="staff-card">
            {search.trim()
              ? 'Nobody matches. Check the spelling, or register them as a walk-in.'
              : `Nobody is registered for this ${noun} yet.`}
          </p>
        ) : (
          <ul className="staff-people">
            {doorBlocks(list.people).map(({ lead, members }) => {
              if (!members.length) return personRow(lead)
              const group = [lead, ...members]
              return (
                <li key={lead.id} className="door-group" data-group-of={lead.id}>
                  <ul
                    className="staff-people"
                    aria-label={`${lead.fullName} and the ${members.length === 1 ? 'person' : `${members.length} people`} they brought`}
                  >
                    {group.map((person) =>
                      personRow(person, { isMember: person !== lead, box: !person.checkedInAt[session] }),
                    )}
                  </ul>
                  <GroupCheckin
                    people={group}
                    session={session}
                    sessionTitle={sessionTitle}
                    noun={noun}
                    excluded={excluded}
                    isBusy={isGroupBusy}
                    onCheckIn={(people, options) => void checkInGroup(people, options)}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </div>

      {asking && (
        <AddSessionDialog
          personName={asking.person.fullName}
          sessionTitle={sessions.find((s) => s.key === asking.session)?.title ?? asking.session}
          noun={noun}
          onConfirm={() => {
            const { person } = asking
            setAsking(null)
            if (asking.session === session) void toggle(person, { addSession: true })
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </>
  )
}
