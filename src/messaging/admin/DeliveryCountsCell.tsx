import { describeCounts } from '../rules/scheduled-messages'

type CountsRow = { sentCount?: number | null; skippedCount?: number | null; failedCount?: number | null }

/**
 * A scheduled message's list column: sent, skipped and failed in one cell ("3 sent · 0 skipped ·
 * 0 failed", wrapping when narrow), so the event's table of its messages fits a laptop's width.
 */
export function DeliveryCountsCell({ rowData }: { rowData?: CountsRow }) {
  return (
    <span style={{ whiteSpace: 'normal' }}>
      {describeCounts({
        sent: rowData?.sentCount ?? 0,
        skipped: rowData?.skippedCount ?? 0,
        failed: rowData?.failedCount ?? 0,
      })}
    </span>
  )
}
