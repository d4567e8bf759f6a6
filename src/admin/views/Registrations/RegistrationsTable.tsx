'use client'

import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useTransition } from 'react'

import { ExportCsvButton } from '@/admin/components/ExportCsvButton'
import { CLASSIFICATION_LABELS, classifyAttendance } from '@/lib/attendance'
import type { RegistrationListFilters } from '@/lib/audience'
import {
  REGISTRATIONS_PAGE_SIZE,
  registrationListParams,
  type RegistrationListQuery,
  type RegistrationSort,
} from '@/lib/schemas/registration-filters'
import type { RegistrationPage, RegistrationRow } from '@/server/registrations/list-registrations'

import '@/admin/components/staff-admin.css'

const SEARCH_DELAY_MS = 300
const NOTE_PREVIEW = 60
const TAGS_SHOWN = 2

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const editHref = (id: number) => `/admin/collections/registrations/${id}`

function Tags({ tags }: { tags: string[] }) {
  const hidden = tags.length - TAGS_SHOWN
  return (
    <>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <span key={tag} className="staff-badge">{tag}</span>
      ))}
      {hidden > 0 && <span className="staff-badge" title={tags.slice(TAGS_SHOWN).join(', ')}>+{hidden}</span>}
    </>
  )
}

const column = createColumnHelper<RegistrationRow>()
const columns = [
  column.accessor('fullName', {
    header: 'Name',
    enableSorting: true,
    cell: ({ row }) => (
      <>
        <a href={editHref(row.original.id)} onClick={(event) => event.stopPropagation()}>{row.original.fullName}</a>
        {row.original.cancelled && <span className="staff-badge staff-badge--warn" style={{ marginLeft: 6 }}>Cancelled</span>}
      </>
    ),
  }),
  column.accessor('email', { header: 'Email', enableSorting: true, cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('phone', { header: 'Phone', enableSorting: false, cell: ({ getValue }) => getValue() ?? '—' }),
  column.accessor('attendanceChoice', { header: 'Attendance', enableSorting: false, cell: ({ getValue }) => CLASSIFICATION_LABELS[classifyAttendance(getValue())] }),
  column.accessor('consentGdpr', { header: 'GDPR', enableSorting: false, cell: ({ getValue }) => yesNo(getValue()) }),
  column.accessor('day1Checkin', { header: 'Day 1', enableSorting: false, cell: ({ getValue }) => yesNo(getValue()) }),
  column.accessor('day2Checkin', { header: 'Day 2', enableSorting: false, cell: ({ getValue }) => yesNo(getValue()) }),
  column.accessor('tags', { header: 'Tags', enableSorting: false, cell: ({ getValue }) => <Tags tags={getValue()} /> }),
  column.accessor('notes', {
    header: 'Notes',
    enableSorting: false,
    cell: ({ getValue }) => {
      const notes = getValue()
      if (!notes) return ''
      return <span className="staff-truncate" title={notes}>{notes.length > NOTE_PREVIEW ? `${notes.slice(0, NOTE_PREVIEW)}…` : notes}</span>
    },
  }),
  column.accessor('createdAt', { header: 'Registered', enableSorting: true, cell: ({ getValue }) => formatDate(getValue()) }),
]

const toSorting = (sort: RegistrationSort): SortingState => [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
const fromSorting = (sorting: SortingState): RegistrationSort => {
  const first = sorting[0]
  if (!first) return '-createdAt'
  return `${first.desc ? '-' : ''}${first.id}` as RegistrationSort
}

type SelectFilter = { key: keyof RegistrationListFilters; label: string; options: Array<[string, string]> }
const SELECT_FILTERS: SelectFilter[] = [
  { key: 'attendance', label: 'Attendance', options: [['all', 'All'], ['online', 'Online'], ['in-person', 'In-Person'], ['both', 'Both Days']] },
  { key: 'gdpr', label: 'GDPR consent', options: [['all', 'All'], ['consented', 'Consented'], ['not-consented', 'Not consented']] },
  { key: 'day1', label: 'Day 1 check-in', options: [['all', 'All'], ['checked-in', 'Checked in'], ['not-checked-in', 'Not checked in']] },
  { key: 'day2', label: 'Day 2 check-in', options: [['all', 'All'], ['checked-in', 'Checked in'], ['not-checked-in', 'Not checked in']] },
  { key: 'phone', label: 'Phone', options: [['all', 'All'], ['with-phone', 'With phone'], ['without-phone', 'Without phone']] },
]

export function RegistrationsTable({ query, page, loadFailedMessage }: { query: RegistrationListQuery; page: RegistrationPage | null; loadFailedMessage: string }) {
  const router = useRouter()
  const pathname = usePathname()
  const [isPending, startTransition] = useTransition()
  const [search, setSearch] = useState(query.filters.search ?? '')
  const [tag, setTag] = useState(query.filters.tag ?? '')
  const latestQuery = useRef(query)
  latestQuery.current = query

  const navigate = (next: RegistrationListQuery) => {
    const params = registrationListParams(next).toString()
    startTransition(() => router.replace(params ? `${pathname}?${params}` : pathname, { scroll: false }))
  }
  // Any change of filter starts again at page 1: the old page number may not exist in the new list.
  const setFilter = (key: keyof RegistrationListFilters, value: string) =>
    navigate({ ...latestQuery.current, filters: { ...latestQuery.current.filters, [key]: value }, page: 1 })

  // Typing searches after a short pause rather than on every key.
  useEffect(() => {
    if ((query.filters.search ?? '') === search.trim() && (query.filters.tag ?? '') === tag.trim()) return
    const timer = setTimeout(
      () => navigate({ ...latestQuery.current, filters: { ...latestQuery.current.filters, search: search.trim(), tag: tag.trim() }, page: 1 }),
      SEARCH_DELAY_MS,
    )
    return () => clearTimeout(timer)
    // Only the typed text triggers this; the rest of the state is read through latestQuery.
  }, [search, tag])

  const sorting = useMemo(() => toSorting(query.sort), [query.sort])
  const table = useReactTable({
    data: page?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      navigate({ ...latestQuery.current, sort: fromSorting(next), page: 1 })
    },
    pageCount: page?.totalPages ?? 0,
  })

  const exportParams = registrationListParams({ filters: query.filters }).toString()
  const total = page?.totalDocs ?? 0
  const first = total === 0 ? 0 : (query.page - 1) * REGISTRATIONS_PAGE_SIZE + 1
  const last = Math.min(query.page * REGISTRATIONS_PAGE_SIZE, total)

  return (
    <>
      <div className="staff-toolbar" role="search">
        <label className="staff-field staff-field--grow">
          Search
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Name, e-mail or phone" maxLength={200} />
        </label>
        {SELECT_FILTERS.map((filter) => (
          <label key={filter.key} className="staff-field">
            {filter.label}
            <select value={(query.filters[filter.key] as string | undefined) ?? 'all'} onChange={(event) => setFilter(filter.key, event.target.value)}>
              {filter.options.map(([value, label]) => (
                <option key={value} value={value}>{label}</option>
              ))}
            </select>
          </label>
        ))}
        <label className="staff-field">
          Tag
          <input type="text" value={tag} onChange={(event) => setTag(event.target.value)} placeholder="e.g. volunteer" maxLength={100} />
        </label>
        <div className="staff-actions">
          <ExportCsvButton
            href={`/api/registrations/export${exportParams ? `?${exportParams}` : ''}`}
            successMessage={`${total} registrations exported.`}
          />
        </div>
      </div>

      {!page ? (
        <p className="staff-alert" role="alert">{loadFailedMessage}</p>
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
                      <th key={header.id} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} scope="col">
                        {header.column.getCanSort() ? (
                          <button type="button" onClick={header.column.getToggleSortingHandler()}>
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
                  <td colSpan={columns.length} className="staff-muted" style={{ cursor: 'default' }}>
                    No registrations match these filters.
                  </td>
                </tr>
              ) : (
                table.getRowModel().rows.map((row) => (
                  <tr key={row.id} data-registration-id={row.original.id} onClick={() => router.push(editHref(row.original.id))}>
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
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={query.page <= 1 || isPending} onClick={() => navigate({ ...query, page: query.page - 1 })}>
            Previous
          </button>
          <span>Page {query.page} of {Math.max(page?.totalPages ?? 1, 1)}</span>
          <button type="button" className="btn btn--style-secondary btn--size-small" disabled={query.page >= (page?.totalPages ?? 1) || isPending} onClick={() => navigate({ ...query, page: query.page + 1 })}>
            Next
          </button>
        </div>
      </div>
    </>
  )
}
