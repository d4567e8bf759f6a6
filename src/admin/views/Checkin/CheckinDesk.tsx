'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { TabList, tabId } from '@/admin/components/TabList'

import type { EventDayKey } from '@/lib/attendance'
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

type DaySummary = { key: EventDayKey; title: string; when: string }

const checkedField = (day: EventDayKey): 'day1Checkin' | 'day2Checkin' => (day === 'day1' ? 'day1Checkin' : 'day2Checkin')
const checkedAtField = (day: EventDayKey): 'day1CheckinAt' | 'day2CheckinAt' => (day === 'day1' ? 'day1CheckinAt' : 'day2CheckinAt')
const timeOf = (iso: string | null) => (iso ? new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '')

async function loadList(day: EventDayKey, search: string, signal?: AbortSignal): Promise<CheckinList> {
  const params = new URLSearchParams({ day, q: search })
  const response = await fetch(`/api/registrations/checkin?${params}`, { credentials: 'include', signal, cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  return (await response.json()) as CheckinList
}

export function CheckinDesk({ days, initial, initialSearch }: { days: DaySummary[]; initial: CheckinList; initialSearch: string }) {
  const [day, setDay] = useState<EventDayKey>(initial.day)
  const [search, setSearch] = useState(initialSearch)
  const [list, setList] = useState<CheckinList>(initial)
  const [loadError, setLoadError] = useState(false)
  const [isScanning, setIsScanning] = useState(false)
  const [isAddingWalkIn, setIsAddingWalkIn] = useState(false)
  // Toggles on their way to the server: a refresh must not undo what the volunteer just did.
  const pending = useRef(new Map<number, boolean>())
  const request = useRef(0)
  const query = useRef({ day, search })
  query.current = { day, search }

  const refresh = useCallback(async (signal?: AbortSignal) => {
    const id = ++request.current
    const { day: currentDay, search: currentSearch } = query.current
    try {
      const next = await loadList(currentDay, currentSearch.trim(), signal)
      if (id !== request.current) return
      const field = checkedField(currentDay)
      next.people = next.people.map((person) => (pending.current.has(person.id) ? { ...person, [field]: pending.current.get(person.id)! } : person))
      setList(next)
      setLoadError(false)
    } catch (error) {
      if ((error as Error).name !== 'AbortError' && id === request.current) setLoadError(true)
    }
  }, [])

  // A new day or search loads at once (after a short pause while typing).
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => void refresh(controller.signal), search === initialSearch && day === initial.day ? 0 : SEARCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [day, search, refresh, initialSearch, initial.day])

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && pending.current.size === 0) void refresh()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [refresh])

  const applyLocally = (personId: number, checkedDay: EventDayKey, value: boolean, at: string | null) => {
    setList((current) => {
      const field = checkedField(checkedDay)
      const person = current.people.find((p) => p.id === personId)
      const changed = person && person[field] !== value
      return {
        ...current,
        people: current.people.map((p) => (p.id === personId ? { ...p, [field]: value, [checkedAtField(checkedDay)]: at } : p)),
        counts: changed
          ? { ...current.counts, [checkedDay]: { ...current.counts[checkedDay], checkedIn: current.counts[checkedDay].checkedIn + (value ? 1 : -1) } }
          : current.counts,
      }
    })
  }

  const toggle = async (person: CheckinPerson) => {
    const field = checkedField(day)
    const value = !person[field]
    const previousAt = person[checkedAtField(day)]
    pending.current.set(person.id, value)
    applyLocally(person.id, day, value, value ? new Date().toISOString() : null)
    try {
      const response = await fetch(`/api/registrations/${person.id}?depth=0`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ [field]: value }),
      })
      if (!response.ok) throw new Error(String(response.status))
      const { doc } = (await response.json()) as { doc: Record<string, unknown> }
      applyLocally(person.id, day, Boolean(doc[field]), (doc[checkedAtField(day)] as string | null) ?? null)
      toast.success(value ? `Checked In: ${person.fullName}` : `Check-in Removed: ${person.fullName}`)
    } catch {
      applyLocally(person.id, day, !value, previousAt)
      toast.error(CHECKIN_FAILED)
    } finally {
      pending.current.delete(person.id)
    }
  }

  const onScanned = useCallback((text: string) => {
    setIsScanning(false)
    const code = parseCheckinCode(text)
    if (code) setSearch(formatCheckinCode(code))
    else toast.error('That QR code is not a check-in code.')
  }, [])

  const field = checkedField(day)
  const searchedCode = parseCheckinCode(search)
  const alreadyIn = searchedCode && list.people.length === 1 && list.people[0]![field] ? list.people[0]! : null
  const dayTitle = days.find((d) => d.key === day)?.title ?? day

  return (
    <>
      <div className="staff-grid">
        {days.map((d) => {
          const counts = list.counts[d.key]
          return (
            <button key={d.key} type="button" className="staff-card staff-daycard" aria-pressed={d.key === day} onClick={() => setDay(d.key)} data-day-card={d.key}>
              <strong>{d.title}</strong>
              <div className="staff-muted">{d.when}</div>
              <div style={{ fontSize: 24, fontWeight: 700, marginTop: 8 }} data-testid={`count-${d.key}`}>
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

      <TabList label="Event day" idPrefix="checkin" tabs={days.map((d) => ({ key: d.key, label: d.title }))} selected={day} onSelect={setDay} />

      <div id="checkin-panel" role="tabpanel" aria-labelledby={tabId('checkin', day)}>
        <div className="staff-toolbar" role="search">
          <label className="staff-field staff-field--grow">
            Find a person
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
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
            day={day}
            days={days}
            onDone={(name) => {
              setIsAddingWalkIn(false)
              setSearch(name)
              void refresh()
            }}
            onFind={(name) => {
              setIsAddingWalkIn(false)
              setSearch(name)
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
            {alreadyIn.fullName} is already checked in for {dayTitle}
            {alreadyIn[checkedAtField(day)] ? ` (at ${timeOf(alreadyIn[checkedAtField(day)])})` : ''}.
          </p>
        )}

        <p className="staff-muted" aria-live="polite">
          {search.trim()
            ? `${list.total} ${list.total === 1 ? 'person matches' : 'people match'} “${search.trim()}”`
            : `${list.total} expected for ${dayTitle}`}
          {list.total > list.people.length ? ` — showing the first ${list.people.length}; search to narrow.` : ''}
        </p>

        {list.people.length === 0 ? (
          <p className="staff-card">{search.trim() ? 'Nobody matches. Check the spelling, or register them as a walk-in.' : 'Nobody is registered for this day yet.'}</p>
        ) : (
          <ul className="staff-people">
            {list.people.map((person) => {
              const isIn = person[field]
              return (
                <li key={person.id} className={`staff-person${isIn ? ' staff-person--in' : ''}`} data-person-id={person.id}>
                  <div>
                    <div className="staff-person__name">{person.fullName}</div>
                    <div className="staff-muted">{[person.email, person.phone].filter(Boolean).join(' · ') || 'No contact details'}</div>
                    <div>
                      {person.checkinCode && <span className="staff-badge">{formatCheckinCode(person.checkinCode)}</span>}
                      {!person.days.includes(day) && <span className="staff-badge staff-badge--warn">Not registered for this day</span>}
                      {isIn && <span className="staff-badge staff-badge--ok">Checked in {timeOf(person[checkedAtField(day)])}</span>}
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
