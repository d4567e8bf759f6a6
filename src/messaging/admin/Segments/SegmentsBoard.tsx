'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { describeFilters } from '@/registrations/shared'
import { ExportCsvButton } from '@/registrations/admin/ExportCsvButton'
import { useHydrated } from '@/ui/use-hydrated'
import {
  describableFilters,
  formatSegmentDate,
  recipientsLabel,
  segmentsOfEventWhere,
  whereSearchParams,
  type SegmentEventOption,
  type SegmentSummary,
} from '../../rules/segment-form'

import { SegmentDialog, type SegmentDialogMode } from './SegmentDialog'

import '@/ui/admin/staff-admin.css'

const LOAD_FAILED = 'Failed to load segments.'
const DELETE_FAILED = 'Failed to delete segment. Please try again.'
const DELETE_CONFIRM = 'Are you sure you want to delete this segment?'

type Counts = Record<string, number>

const toSummary = ({ id, name, description, filters, createdAt }: SegmentSummary): SegmentSummary => ({
  id,
  name,
  description: description ?? null,
  filters,
  createdAt,
})

async function fetchSegments(eventId: number | null): Promise<SegmentSummary[]> {
  const query = eventId ? whereSearchParams(segmentsOfEventWhere(eventId)) : new URLSearchParams()
  query.set('sort', '-createdAt')
  query.set('limit', '200')
  query.set('depth', '0')
  const response = await fetch(`/api/segments?${query}`, { credentials: 'include', cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  const { docs } = (await response.json()) as { docs: SegmentSummary[] }
  return docs.map(toSummary)
}

async function fetchCounts(): Promise<Counts> {
  const response = await fetch('/api/segments/counts', { credentials: 'include', cache: 'no-store' })
  if (!response.ok) throw new Error(String(response.status))
  return ((await response.json()) as { counts: Counts }).counts
}

/** A reload where only the latest of overlapping loads may write, so a slow old answer cannot undo a newer one. */
function useLatestLoad<T>(load: () => Promise<T>, apply: (value: T) => void, setFailed: (failed: boolean) => void) {
  const latest = useRef(0)
  return useCallback(async () => {
    const id = ++latest.current
    try {
      const next = await load()
      if (id !== latest.current) return
      apply(next)
      setFailed(false)
    } catch {
      if (id === latest.current) setFailed(true)
    }
  }, [load, apply, setFailed])
}

const messagingHref = (type: 'email' | 'sms', id: number) => `/admin/messaging?type=${type}&audience=segment:${id}`

/** The segment cards, the Create/Edit dialog, and each card's live recipient count. */
export function SegmentsBoard({
  initialSegments,
  openCreateOnArrival,
  events,
  eventId,
}: {
  initialSegments: SegmentSummary[] | null
  openCreateOnArrival: boolean
  events: SegmentEventOption[]
  /** The event the picker shows: the list holds its segments and those of every event. */
  eventId: number | null
}) {
  const [segments, setSegments] = useState<SegmentSummary[] | null>(initialSegments)
  const [loadFailed, setLoadFailed] = useState(initialSegments === null)
  const [counts, setCounts] = useState<Counts | null>(null)
  const [countsFailed, setCountsFailed] = useState(false)
  const [dialog, setDialog] = useState<SegmentDialogMode>(() =>
    openCreateOnArrival ? { kind: 'create', eventId } : null,
  )
  const [deletingId, setDeletingId] = useState<number | null>(null)
  const createButton = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()
  const loadCounts = useLatestLoad(fetchCounts, setCounts, setCountsFailed)
  const fetchEventSegments = useCallback(() => fetchSegments(eventId), [eventId])
  const loadSegments = useLatestLoad(fetchEventSegments, setSegments, setLoadFailed)

  const reload = useCallback(() => Promise.all([loadSegments(), loadCounts()]), [loadSegments, loadCounts])

  useEffect(() => {
    void loadCounts()
  }, [loadCounts])

  // ?create=1 has done its job once the dialog is open; a reload should not open it again.
  useEffect(() => {
    if (!openCreateOnArrival) return
    const url = new URL(window.location.href)
    url.searchParams.delete('create')
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
  }, [openCreateOnArrival])

  const onSaved = () => {
    setDialog(null)
    void reload()
  }

  const remove = async (segment: SegmentSummary) => {
    if (!window.confirm(DELETE_CONFIRM)) return
    setDeletingId(segment.id)
    try {
      const response = await fetch(`/api/segments/${segment.id}`, { method: 'DELETE', credentials: 'include' })
      if (!response.ok) throw new Error(String(response.status))
      setSegments((current) => current?.filter((s) => s.id !== segment.id) ?? current)
      toast.success(`Segment Deleted: ${segment.name}`)
      // The card and its buttons are gone; keep the keyboard somewhere sensible.
      createButton.current?.focus()
      void reload()
    } catch {
      toast.error(DELETE_FAILED)
    } finally {
      setDeletingId(null)
    }
  }

  const countText = (id: number) => {
    const count = counts?.[id]
    if (count !== undefined) return recipientsLabel(count)
    return countsFailed ? 'Recipient count unavailable' : 'Counting recipients…'
  }

  return (
    <>
      <div className="staff-toolbar">
        <button
          ref={createButton}
          type="button"
          className="btn btn--style-primary btn--size-medium"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => setDialog({ kind: 'create', eventId })}
        >
          Create Segment
        </button>
      </div>

      {loadFailed && (
        <p className="staff-alert" role="alert">
          {LOAD_FAILED}
        </p>
      )}

      {segments && segments.length === 0 && (
        <div className="staff-card staff-segment-empty">
          <h2>No segments created yet</h2>
          <p className="staff-muted">Create your first segment to start targeting specific audiences.</p>
        </div>
      )}

      {segments && segments.length > 0 && (
        <ul className="staff-grid staff-segment-grid" aria-label="Segments">
          {segments.map((segment) => {
            const count = counts?.[segment.id]
            return (
              <li key={segment.id} className="staff-card staff-segment-card" data-segment-id={segment.id}>
                <h2 className="staff-segment-card__name">{segment.name}</h2>
                {segment.description && (
                  <p className="staff-muted staff-segment-card__description">{segment.description}</p>
                )}
                <p className="staff-segment-card__count" data-testid="segment-count">
                  {countText(segment.id)}
                </p>
                <p className="staff-segment-card__filters">
                  <span className="staff-muted">Filters: </span>
                  {describeFilters(describableFilters(segment, events))}
                </p>
                <p className="staff-muted">
                  Created{' '}
                  <time dateTime={segment.createdAt} suppressHydrationWarning>
                    {formatSegmentDate(segment.createdAt)}
                  </time>
                </p>
                <div className="staff-actions staff-segment-card__actions">
                  <ExportCsvButton
                    href={`/api/registrations/export?segment=${segment.id}`}
                    label="Export"
                    style="secondary"
                    successMessage={`${count ?? 0} records exported from segment.`}
                    failureMessage="Failed to export segment data."
                  />
                  <a
                    className="btn btn--style-secondary btn--size-medium"
                    href={messagingHref('email', segment.id)}
                    aria-label={`Email segment ${segment.name}`}
                  >
                    Email
                  </a>
                  <a
                    className="btn btn--style-secondary btn--size-medium"
                    href={messagingHref('sms', segment.id)}
                    aria-label={`SMS segment ${segment.name}`}
                  >
                    SMS
                  </a>
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-medium"
                    aria-haspopup="dialog"
                    aria-label={`Edit segment ${segment.name}`}
                    disabled={!hydrated}
                    onClick={() => setDialog({ kind: 'edit', segment })}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn btn--style-secondary btn--size-medium staff-segment-delete"
                    aria-label={`Delete segment ${segment.name}`}
                    disabled={!hydrated || deletingId === segment.id}
                    aria-busy={deletingId === segment.id}
                    onClick={() => void remove(segment)}
                  >
                    {deletingId === segment.id ? 'Deleting…' : 'Delete'}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}

      <SegmentDialog mode={dialog} events={events} onClose={() => setDialog(null)} onSaved={onSaved} />
    </>
  )
}
