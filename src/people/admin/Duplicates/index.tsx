import { StaffViewTemplate } from '@/ui/admin/StaffViewTemplate'
import { gateStaffView } from '@/staff/admin/gate-staff-view'
import { firstSearchParam } from '@/platform/http/search-params'

import { listDuplicates } from '../../list-duplicates'
import { DUPLICATE_REASON_LABELS } from '../../rules/score-duplicate'

/**
 * /admin/duplicates?page=N: the people who could be one person, highest score first, each with why;
 * a pair opens side by side to merge or to mark as not the same person. Admins only.
 */
export const DuplicatesView = gateStaffView('/admin/duplicates', async (props) => {
  const { payload } = props.initPageResult.req
  const asked = Number(firstSearchParam(props.searchParams?.page) ?? 1)
  const page = await listDuplicates(payload, Number.isInteger(asked) && asked > 0 ? asked : 1)
  return (
    <StaffViewTemplate {...props}>
      <h1>Possible duplicates</h1>
      <p className="staff-muted">
        People who may be the same person, scored by what they share: an e-mail address or phone 4, the same first name
        (or a short form) 3, the same surname 3, a similar name 2, e-mail addresses one typing mistake apart 3.
      </p>
      {page.pairs.length === 0 ? (
        <p className="staff-card">There are no possible duplicates.</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table" aria-label="Possible duplicates">
            <thead>
              <tr>
                <th scope="col">Score</th>
                <th scope="col">Person</th>
                <th scope="col">Person</th>
                <th scope="col">Why</th>
                <th scope="col">
                  <span className="sr-only">Compare</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.pairs.map((pair) => (
                <tr key={`${pair.a.id}-${pair.b.id}`}>
                  <td>{pair.score}</td>
                  <td>
                    <a href={`/admin/person?id=${pair.a.id}`}>{pair.a.fullName}</a>
                  </td>
                  <td>
                    <a href={`/admin/person?id=${pair.b.id}`}>{pair.b.fullName}</a>
                  </td>
                  <td>{pair.reasons.map((reason) => DUPLICATE_REASON_LABELS[reason]).join(', ')}</td>
                  <td>
                    <a href={`/admin/compare-people?a=${pair.a.id}&b=${pair.b.id}`}>Compare</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.totalPages > 1 && (
        <nav className="staff-pager" aria-label="Pages">
          {page.page > 1 && <a href={`/admin/duplicates?page=${page.page - 1}`}>Previous</a>}
          <span>
            Page {page.page} of {page.totalPages} ({page.totalPairs} pairs)
          </span>
          {page.page < page.totalPages && <a href={`/admin/duplicates?page=${page.page + 1}`}>Next</a>}
        </nav>
      )}
    </StaffViewTemplate>
  )
})
