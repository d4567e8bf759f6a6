import { MESSAGE_TEXTS, historyPreview, historyStatus, historySubject } from '../../rules/messaging'

import type { HistoryLog } from './types'

const STATUS_ICONS: Record<HistoryLog['status'] | 'kept', { icon: string; className: string }> = {
  completed: { icon: '✓', className: 'staff-status--completed' },
  failed: { icon: '✕', className: 'staff-status--failed' },
  sending: { icon: '↻', className: 'staff-status--sending' },
  pending: { icon: '•', className: 'staff-status--pending' },
  // Not a tick: nothing was sent.
  kept: { icon: '✉', className: 'staff-status--kept' },
}

const formatTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

/** The last sends, newest first, with their audience, delivery counts and a link to who received what. */
export function MessageHistory({ logs }: { logs: HistoryLog[] }) {
  if (logs.length === 0) return <p className="staff-card">{MESSAGE_TEXTS.noHistory}</p>
  return (
    <ul className="staff-people" aria-label="Messages sent">
      {logs.map((log) => {
        const words = historyStatus(log)
        const status = STATUS_ICONS[words.tone]
        return (
          <li key={log.id} className="staff-person" data-log-id={log.id} data-status={log.status}>
            <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              <span aria-label={log.type === 'email' ? 'Email' : 'SMS'} role="img" style={{ fontSize: 20 }}>
                {log.type === 'email' ? '✉' : '💬'}
              </span>
              <div>
                <div className="staff-person__name">{historySubject(log)}</div>
                <div className="staff-muted">{historyPreview(log.content)}</div>
                {log.audience?.label && <div className="staff-muted">To: {log.audience.label}</div>}
                <div className="staff-muted" data-testid="history-counts">
                  {formatTime(log.createdAt)} · {words.line}
                </div>
                {words.detail && (
                  <div className="staff-muted" data-testid="delivery-summary">
                    {words.detail}
                  </div>
                )}
                <a href={`/admin/collections/message-deliveries?where[log][equals]=${log.id}`}>Who received it</a>
              </div>
            </div>
            <span className={`staff-badge staff-status ${status.className}`}>
              <span aria-hidden="true">{status.icon}</span> {words.badge}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
