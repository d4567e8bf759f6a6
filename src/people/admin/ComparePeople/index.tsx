import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { firstSearchParam } from '@/platform/http/search-params'
import { AppError } from '@/platform/http/app-error'

import { comparePeople, type ComparedPerson } from '../../compare-people'
import { PERSON_LINKED_LABELS } from '../person-labels'
import { MergeActions } from './MergeActions'

const idParam = (value: string | string[] | undefined) => {
  const id = Number(firstSearchParam(value))
  return Number.isInteger(id) && id > 0 ? id : null
}

const ROWS: Array<[string, (person: ComparedPerson) => string]> = [
  ['Name', (person) => person.fullName],
  ['E-mail addresses', (person) => person.emails.join(', ') || '—'],
  ['Phones', (person) => person.phones.join(', ') || '—'],
  ['Household', (person) => person.household?.name ?? '—'],
  ['First seen', (person) => (person.firstSeenAt ? new Date(person.firstSeenAt).toLocaleDateString('en-GB') : '—')],
  ['First seen through', (person) => person.firstSeenVia ?? '—'],
]

/**
 * /admin/compare-people?a=ID&b=ID: two people side by side (details and how much is about each),
 * to merge one into the other or to say they are not the same person. Admins only.
 */
export const ComparePeopleView = gateStaffView('/admin/compare-people', async (props) => {
  const { payload } = props.initPageResult.req
  const a = idParam(props.searchParams?.a)
  const b = idParam(props.searchParams?.b)
  let people: ComparedPerson[] | null = null
  if (a && b && a !== b) {
    try {
      people = await comparePeople(payload, [a, b])
    } catch (error) {
      if (!(error instanceof AppError)) throw error
    }
  }
  if (!people)
    return (
      <StaffViewTemplate {...props}>
        <h1>Compare people</h1>
        <p className="staff-card" role="alert">
          These two people cannot be compared: one of them does not exist.{' '}
          <a href="/admin/duplicates">Back to the possible duplicates</a>
        </p>
      </StaffViewTemplate>
    )
  const [left, right] = people as [ComparedPerson, ComparedPerson]
  const live = (person: ComparedPerson) => person.mergedInto === null && person.anonymisedAt === null
  return (
    <StaffViewTemplate {...props}>
      <h1>Compare people</h1>
      <div className="staff-table-wrap">
        <table className="staff-table" aria-label="The two people">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">Detail</span>
              </th>
              {people.map((person) => (
                <th scope="col" key={person.id}>
                  <a href={`/admin/person?id=${person.id}`}>Person {person.id}</a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {people!.map((person) => (
                  <td key={person.id}>{value(person)}</td>
                ))}
              </tr>
            ))}
            {Object.entries(PERSON_LINKED_LABELS).map(([table, label]) => (
              <tr key={table}>
                <th scope="row">{label}</th>
                {people!.map((person) => (
                  <td key={person.id}>{person.linked[table as keyof ComparedPerson['linked']]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {live(left) && live(right) ? (
        <MergeActions
          left={{ id: left.id, fullName: left.fullName, createdAt: left.createdAt }}
          right={{ id: right.id, fullName: right.fullName, createdAt: right.createdAt }}
        />
      ) : (
        <p className="staff-card">One of these people has been merged or anonymised already.</p>
      )}
    </StaffViewTemplate>
  )
})
