'use client'

import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useTransition } from 'react'

import { ExportCsvButton } from '../ExportCsvButton'
import { answerFilterGroups, answerParamOf } from '../../rules/answer-filters'
import type { RegistrationListFilters } from '../../rules/audience'
import type { EventQuestion } from '@/events/shared'
import {
  REGISTRATIONS_PAGE_SIZE,
  registrationListParams,
  type RegistrationListQuery,
  type RegistrationSort,
} from '../../rules/registration-filters'
import type { RegistrationPage, RegistrationRow } from '../../list-registrations'
import { useHydrated } from '@/ui/use-hydrated'

import '@/ui/admin/staff-admin.css'

const SEARCH_DELAY_MS = 300
const NOTE_PREVIEW = 60
const TAGS_SHOWN = 2

/** The chosen event as the table names it: its sessions in order ("Day 1" or their titles) and the all-sessions choice. */
export type TableEvent = {
  id: number
  sessions: Array<{ key: string; title: string; short: string; number: number }>
  allKey: string
  allLabel: string
  /** The event's own questions: a column each (hidden until shown) and a filter on the choice ones. */
  questions: EventQuestion[]
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const PLACE_WORDS: Record<RegistrationRow['place'], string> = {
  confirmed: 'Confirmed',
  waiting: 'Waiting list',
  offered: 'Offered a place',
}
const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const editHref = (id: number) => `/admin/collections/registrations/${id}`

function Tags({ tags }: { tags: string[] }) {
  const hidden = tags.length - TAGS_SHOWN
  return (
    <>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <span key={tag} className="staff-badge">
          {tag}
        </span>
      ))}
      {hidden > 0 && (
        <span className="staff-badge" title={tags.slice(TAGS_SHOWN).join(', ')}>
          +{hidden}
        </span>
      )}
    </>
  )
}

/** "Both Days" when every session was chosen, otherwise the chosen sessions' titles. */
function describeChoice(event: TableEvent, choice: string[]): string {
  if (event.sessions.length >= 2 && choice.includes(event.allKey)) return event.allLabel
  return (
    event.sessions
      .filter((session) => choice.includes(session.key))
      .map((session) => session.title)
      .join(', ') || '—'
  )
}

const column = createColumnHelper<RegistrationRow>()

function columnsFor(event: TableEvent) {
  return [
    column.accessor('fullName', {
      header: 'Name',
      enableSorting: true,
      cell: ({ row }) => (
        <>
          <a href={editHref(row.original.id)} onClick={(click) => click.stopPropagation()}>
            {row.original.fullName}
          </a>
          {row.original.cancelled && (
            <span className="staff-badge staff-badge--warn" style={{ marginLeft: 6 }}>
              Cancelled
            </span>
          )}
        </>
      ),
    }),
    column.accessor('email', { header: 'Email', enableSorting: true, cell: ({ getValue }) => getValue() ?? '—' }),
    column.accessor('phone', { header: 'Phone', enableSorting: false, cell: ({ getValue }) => getValue() ?? '—' }),
    column.accessor('attendanceChoice', {
      header: 'Attendance',
      enableSorting: false,
      cell: ({ getValue }) => describeChoice(event, getValue()),
    }),
    column.accessor('bookedBy', {
      header: 'Booked by',
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? '—',
    }),
    column.accessor('isChild', {
      header: 'Child',
      enableSorting: false,
      cell: ({ getValue }) => (getValue() ? 'Yes' : '—'),
    }),
    column.accessor('place', {
      header: 'Place',
      enableSorting: false,
      cell: ({ getValue }) => PLACE_WORDS[getValue()],
    }),
    column.accessor('consentGdpr', { header: 'GDPR', enableSorting: false, cell: ({ getValue }) => yesNo(getValue()) }),
    ...event.sessions.map((session) =>
      column.accessor((row) => row.checkedIn.includes(session.key), {
        id: `checkin-${session.key}`,
        header: session.short,
        enableSorting: false,
        cell: ({ getValue }) => yesNo(getValue()),
      }),
    ),
    column.accessor('tags', {
      header: 'Tags',
      enableSorting: false,
      cell: ({ getValue }) => <Tags tags={getValue()} />,
    }),
    column.accessor('notes', {
      header: 'Notes',
      enableSorting: false,
      cell: ({ getValue }) => {
        const notes = getValue()
        if (!notes) return ''
        return (
          <span className="staff-truncate" title={notes}>
            {notes.length > NOTE_PREVIEW ? `${notes.slice(0, NOTE_PREVIEW)}…` : notes}
          </span>
        )
      },
    }),
    column.accessor('createdAt', {
      header: 'Registered',
      enableSorting: true,
      cell: ({ getValue }) => formatDate(getValue()),
    }),
    ...event.questions.map((question) =>
      column.accessor((row) => row.answers[question.key] ?? '', {
        id: answerColumnId(question.key),
        header: question.label,
        enableSorting: false,
        // A long answer wraps inside its column rather than running out of the table or being cut.
        cell: ({ getValue }) => <span className="staff-answer">{getValue() || '—'}</span>,
      }),
    ),
  ]
}

const ANSWER_COLUMN = 'answer-'
const answerColumnId = (key: string) => `${ANSWER_COLUMN}${key}`
/** Which answer columns a staff member shows, per event, kept in this browser: most days nobody needs them. */
const shownAnswersKey = (eventId: number) => `registrations-answer-columns-${eventId}`

function useShownAnswers(event: TableEvent) {
  const [shown, setShown] = useState<string[]>([])
  useEffect(() => {
    try {
      const saved: unknown = JSON.parse(window.localStorage.getItem(shownAnswersKey(event.id)) ?? '[]')
      if (Array.isArray(saved)) setShown(saved.filter((key): key is string => typeof key === 'string'))
    } catch {
      // A damaged entry shows no answer columns, as for someone who never chose any.
    }
  }, [event.id])
  const toggle = (key: string, isShown: boolean) => {
    const next = isShown ? [...shown, key] : shown.filter((candidate) => candidate !== key)
    setShown(next)
    window.localStorage.setItem(shownAnswersKey(event.id), JSON.stringify(next))
  }
  const visibility: VisibilityState = Object.fromEntries(
    event.questions.map((question) => [answerColumnId(question.key), shown.includes(question.key)]),
  )
  return { shown, toggle, visibility }
}

const toSorting = (sort: RegistrationSort): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
const fromSorting = (sorting: SortingState): RegistrationSort => {
  const first = sorting[0]
  if (!first) return '-createdAt'
  return `${first.desc ? '-' : ''}${first.id}` as RegistrationSort
}

type FilterKey = keyof RegistrationListFilters & string
type SelectFilter = { key: FilterKey; label: string; options: Array<[string, string]> }
const CHECKIN_OPTIONS: Array<[string, string]> = [
  ['all', 'All'],
  ['checked-in', 'Checked in'],
  ['not-checked-in', 'Not checked in'],
]

/** Sessions chosen, consent, check-in at each session ("Day 1 check-in"), phone, cancelled or not, payment. */
function selectFiltersFor(event: TableEvent): SelectFilter[] {
  const sessionOptions: Array<[string, string]> = event.sessions.map((session) => [session.key, session.title])
  const allOption: Array<[string, string]> = event.sessions.length >= 2 ? [[event.allKey, event.allLabel]] : []
  return [
    // "All" is the empty value here: "all" may be the event's all-sessions marker.
    { key: 'attendance', label: 'Attendance', options: [['', 'All'], ...sessionOptions, ...allOption] },
    {
      key: 'gdpr',
      label: 'GDPR consent',
      options: [
        ['all', 'All'],
        ['consented', 'Consented'],
        ['not-consented', 'Not consented'],
      ],
    },
    ...event.sessions.map((session): SelectFilter => ({
      key: `day${session.number}`,
      label: `${session.short} check-in`,
      options: CHECKIN_OPTIONS,
    })),
    {
      key: 'phone',
      label: 'Phone',
      options: [
        ['all', 'All'],
        ['with-phone', 'With phone'],
        ['without-phone', 'Without phone'],
      ],
    },
    {
      key: 'status',
      label: 'Status',
      options: [
        ['all', 'All'],
        ['active', 'Not cancelled'],
        ['confirmed', 'Holding a place'],
        ['waiting', 'On the waiting list'],
        ['offered', 'Offered a place'],
        ['cancelled', 'Cancelled'],
      ],
    },
    {
      key: 'payment',
      label: 'Payment',
      options: [
        ['all', 'All'],
        ['awaiting', 'Awaiting payment'],
        ['part-paid', 'Part paid (balance due)'],
        ['overdue', 'Balance overdue'],
        ['paid', 'Paid'],
        ['lapsed', 'Hold lapsed'],
        ['refunded', 'Refunded'],
        ['free', 'Free (nothing to pay)'],
      ],
    },
  ]
}

/** The select shows a filter's value when it is one of its choices, otherwise its first choice, "All". */
const shownValue = (filter: SelectFilter, value: unknown) =>
  typeof value === 'string' && filter.options.some(([option]) => option === value) ? value : filter.options[0]![0]

export function RegistrationsTable({
  event,
  query,
  page,
  loadFailedMessage,
}: {
  event: TableEvent
  query: RegistrationListQuery
  page: RegistrationPage | null
  loadFailedMessage: string
}) {
  const router = useRouter()
  const pathname = usePathname()
  const [isPending, startTransition] = useTransition()
  // The sort, page and filter controls work by script: until it has taken over, a click would be lost.
  const hydrated = useHydrated()
  const [search, setSearch] = useState(query.filters.search ?? '')
  const [tag, setTag] = useState(query.filters.tag ?? '')
  const latestQuery = useRef(query)
  latestQuery.current = query

  const navigate = (next: RegistrationListQuery) => {
    const params = registrationListParams(next).toString()
    startTransition(() => router.replace(params ? `${pathname}?${params}` : pathname, { scroll: false }))
  }
  // Any change of filter starts again at page 1: the old page number may not exist in the new list.
  const setFilter = (key: FilterKey, value: string) =>
    navigate({ ...latestQuery.current, filters: { ...latestQuery.current.filters, [key]: value }, page: 1 })

  // Typing searches after a short pause rather than on every key.
  useEffect(() => {
    if ((query.filters.search ?? '') === search.trim() && (query.filters.tag ?? '') === tag.trim()) return
    const timer = setTimeout(
      () =>
        navigate({
          ...latestQuery.current,
          filters: { ...latestQuery.current.filters, search: search.trim(), tag: tag.trim() },
          page: 1,
        }),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
    // Only the typed text triggers this; the rest of the state is read through latestQuery.
  }, [search, tag])

  const columns = useMemo(() => columnsFor(event), [event])
  const answerColumns = useShownAnswers(event)
  const answerGroups = useMemo(() => answerFilterGroups(event.questions), [event.questions])
  const answerFilter = answerParamOf(query.filters) ?? ''
  // `answer` is the registrations list's own parameter, beside the filters every event has.
  const setAnswerFilter = (value: string) =>
    navigate({
      ...latestQuery.current,
      filters: Object.assign({}, latestQuery.current.filters, { answer: value }),
      page: 1,
    })
  const selectFilters = useMemo(() => selectFiltersFor(event), [event])
  const sorting = useMemo(() => toSorting(query.sort), [query.sort])
  const table = useReactTable({
    data: page?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting, columnVisibility: answerColumns.visibility },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      navigate({ ...latestQuery.current, sort: fromSorting(next), page: 1 })
    },
    pageCount: page?.totalPages ?? 0,
  })

  const exportParams = registrationListParams({ event: event.id, filters: query.filters }).toString()
  const total = page?.totalDocs ?? 0
  const first = total === 0 ? 0 : (query.page - 1) * REGISTRATIONS_PAGE_SIZE + 1
  const last = Math.min(query.page * REGISTRATIONS_PAGE_SIZE, total)

  return (
    <>
      <div className="staff-toolbar" role="search">
        <label className="staff-field staff-field--grow">
          Search
          <input
            type="search"
            value={search}
            onChange={(change) => setSearch(change.target.value)}
            placeholder="Name, e-mail or phone"
            maxLength={200}
          />
        </label>
        {selectFilters.map((filter) => (
          <label key={filter.key} className="staff-field">
            {filter.label}
            <select
              disabled={!hydrated}
              value={shownValue(filter, query.filters[filter.key])}
              onChange={(change) => setFilter(filter.key, change.target.value)}
            >
              {filter.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="staff-field">
          Tag
          <input
            type="text"
            value={tag}
            onChange={(change) => setTag(change.target.value)}
            placeholder="e.g. volunteer"
            maxLength={100}
          />
        </label>
        {answerGroups.length > 0 && (
          <label className="staff-field">
            Answer
            <select
              value={
                answerGroups.some((group) => group.options.some((option) => option.value === answerFilter))
                  ? answerFilter
                  : ''
              }
              onChange={(change) => setAnswerFilter(change.target.value)}
            >
              <option value="">All</option>
              {answerGroups.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        )}
        {event.questions.length > 0 && (
          <details className="staff-field">
            <summary>Answer columns</summary>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="staff-muted">Show the answers to</legend>
              {event.questions.map((question) => (
                <label key={question.key} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                  <input
                    type="checkbox"
                    checked={answerColumns.shown.includes(question.key)}
                    onChange={(change) => answerColumns.toggle(question.key, change.target.checked)}
                  />
                  {question.label}
                </label>
              ))}
            </fieldset>
          </details>
        )}
        <div className="staff-actions">
          <ExportCsvButton
            href={`/api/registrations/export?${exportParams}`}
            successMessage={`${total} registrations exported.`}
          />
        </div>
      </div>

      {!page ? (
        <p className="staff-alert" role="alert">
          {loadFailedMessage}
        </p>
      ) : (
        <div className="staff-table-wrap" aria-busy={isPending}>
          <table className="staff-table">
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted()
                    const label = flexRender(header.column.columnDef.header, header.getContext())
                    return (
                      <th
                        key={header.id}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                        scope="col"
                        className={header.column.id.startsWith(ANSWER_COLUMN) ? 'staff-answer-heading' : undefined}
                      >
                        {header.column.getCanSort() ? (
                          <button type="button" disabled={!hydrated} onClick={header.column.getToggleSortingHandler()}>
                            {label} {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.length === 0 ? (
                <tr>
                  <td
                    colSpan={table.getVisibleLeafColumns().length}
                    className="staff-muted"
                    style={{ cursor: 'default' }}
                  >
                    No registrations match these filters.
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr
                    key={row.id}
                    data-registration-id={row.original.id}
                    onClick={() => router.push(editHref(row.original.id))}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}

      <div className="staff-pager">
        <p className="staff-muted" aria-live="polite">
          {isPending ? 'Loading…' : `Showing ${first}–${last} of ${total} registrations`}
        </p>
        <div className="staff-actions">
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={!hydrated || query.page <= 1 || isPending}
            onClick={() => navigate({ ...query, page: query.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {query.page} of {Math.max(page?.totalPages ?? 1, 1)}
          </span>
          <button
            type="button"
            className="btn btn--style-secondary btn--size-small"
            disabled={!hydrated || query.page >= (page?.totalPages ?? 1) || isPending}
            onClick={() => navigate({ ...query, page: query.page + 1 })}
          >
            Next
          </button>
        </div>
      </div>
    </>
  )
}
