'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { TabList, tabId } from '@/ui/admin/TabList'
import { postJson } from '@/ui/admin/post-json'
import {
  EVENT_MERGE_FIELDS,
  MERGE_FIELDS,
  REGISTRANT_MERGE_FIELDS,
  SMS_MAX_LENGTH,
  smsLengthInfo,
} from '../../rules/merge-fields'
import {
  HISTORY_LIMIT,
  MESSAGE_TEXTS,
  QUICK_TEMPLATES_LIMIT,
  canSend,
  composeSchema,
  describeLeftOut,
  sendButtonLabel,
  sentNotice,
  type MessagePurpose,
  type MessageType,
  type RecipientBreakdown,
  type SendPreview,
} from '../../rules/messaging'

import {
  describeScheduledOverlap,
  overlappingScheduledMessages,
  type UpcomingScheduledMessage,
} from '../../rules/scheduled-overlap'
import { ConfirmSendDialog } from './ConfirmSendDialog'
import { MessageHistory } from './MessageHistory'
import type { AudienceOption, HistoryLog, TemplateOption } from './types'

import '@/ui/admin/staff-admin.css'

const TAB_LIST = [
  { key: 'compose', label: 'Compose' },
  { key: 'history', label: 'History' },
] as const
type Tab = (typeof TAB_LIST)[number]['key']

const PURPOSE_LABELS: Record<MessagePurpose, string> = {
  service: 'Service: about the event they registered for',
  marketing: 'Marketing: anything else (needs their consent)',
}

async function loadHistory(): Promise<HistoryLog[]> {
  const response = await fetch(`/api/messaging-logs?sort=-createdAt&limit=${HISTORY_LIMIT}&depth=0`, {
    credentials: 'include',
    cache: 'no-store',
  })
  if (!response.ok) throw new Error(String(response.status))
  return ((await response.json()) as { docs: HistoryLog[] }).docs
}

/** Audiences in their order, the ungrouped ones as they come and each event's under its title. */
function groupAudiences(audiences: AudienceOption[]): [string | null, AudienceOption[]][] {
  const groups: [string | null, AudienceOption[]][] = []
  for (const audience of audiences) {
    const group = audience.group ?? null
    const last = groups.at(-1)
    if (last && last[0] === group) last[1].push(audience)
    else groups.push([group, [audience]])
  }
  return groups
}

export function MessagingCenter({
  templates,
  audiences,
  initialLogs,
  initialType,
  initialAudience,
  eventId,
  upcomingScheduled,
}: {
  templates: TemplateOption[]
  audiences: AudienceOption[]
  initialLogs: HistoryLog[]
  initialType: MessageType
  initialAudience: string
  /** The picked event, whose scheduled messages are checked against the audience. */
  eventId: number | null
  upcomingScheduled: UpcomingScheduledMessage[]
}) {
  const [tab, setTab] = useState<Tab>('compose')
  const [type, setType] = useState<MessageType>(initialType)
  const [purpose, setPurpose] = useState<MessagePurpose>('marketing')
  const [templateId, setTemplateId] = useState('')
  const [subject, setSubject] = useState('')
  const [content, setContent] = useState('')
  const [audience, setAudience] = useState(initialAudience)
  const [breakdown, setBreakdown] = useState<RecipientBreakdown | null>(null)
  const [isSending, setIsSending] = useState(false)
  const [preview, setPreview] = useState<SendPreview | null>(null)
  const [isPreparing, setIsPreparing] = useState(false)
  const [logs, setLogs] = useState(initialLogs)

  const recipientCount = breakdown?.recipientCount ?? 0
  const typeTemplates = templates.filter((t) => t.type === type)

  // The count follows the audience, the channel and the purpose; a count that fails to load reads 0, without a notice.
  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams({ type, purpose, audience })
    fetch(`/api/messaging-logs/recipients?${params}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as RecipientBreakdown) : null))
      .then((next) => setBreakdown(next))
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setBreakdown(null)
      })
    return () => controller.abort()
  }, [type, purpose, audience])

  const refreshHistory = useCallback(async () => {
    try {
      setLogs(await loadHistory())
    } catch {
      /* a failed history load keeps the list shown, without a notice; the next refresh tries again */
    }
  }, [])

  // While a send is running, the history follows it.
  const isRunning = logs.some((log) => log.status === 'pending' || log.status === 'sending')
  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => void refreshHistory(), 2000)
    return () => clearInterval(timer)
  }, [isRunning, refreshHistory])

  const applyTemplate = (template: TemplateOption | undefined) => {
    setTemplateId(template ? String(template.id) : '')
    if (!template) return
    setType(template.type)
    setSubject(template.subject)
    setContent(template.content)
    setPurpose(template.purpose)
  }

  const changeType = (next: MessageType) => {
    setType(next)
    setTemplateId('')
  }

  // Nothing is sent from the form: it opens the confirmation, whose "Confirm and send" sends.
  const prepare = async () => {
    const parsed = composeSchema.safeParse({ type, purpose, subject, content, audience })
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? MESSAGE_TEXTS.sendFailed)
    if (recipientCount === 0) return toast.error(MESSAGE_TEXTS.noRecipients)
    setIsPreparing(true)
    try {
      const { response, body } = await postJson<SendPreview & { message?: string }>(
        '/api/messaging-logs/preview',
        parsed.data,
      )
      if (!response.ok) throw new Error(body.message ?? MESSAGE_TEXTS.sendFailed)
      setPreview(body)
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : MESSAGE_TEXTS.sendFailed)
    } finally {
      setIsPreparing(false)
    }
  }

  const send = async () => {
    const parsed = composeSchema.safeParse({ type, purpose, subject, content, audience })
    if (!parsed.success) return toast.error(parsed.error.issues[0]?.message ?? MESSAGE_TEXTS.sendFailed)
    setIsSending(true)
    try {
      const { response, body } = await postJson<{ log?: HistoryLog }>('/api/messaging-logs/send', parsed.data)
      if (!response.ok || !body.log) throw new Error(body.message ?? MESSAGE_TEXTS.sendFailed)
      toast.success(`Message Sent: ${sentNotice(type, body.log.recipientCount)}`)
      setPreview(null)
      setSubject('')
      setContent('')
      setTemplateId('')
      await refreshHistory()
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : MESSAGE_TEXTS.sendFailed)
    } finally {
      setIsSending(false)
    }
  }

  const sms = smsLengthInfo(content)
  const leftOut = breakdown ? describeLeftOut(type, breakdown) : null
  const quickTemplates = typeTemplates.filter((t) => t.isDefault).slice(0, QUICK_TEMPLATES_LIMIT)
  const overlaps = eventId === null ? [] : overlappingScheduledMessages(audience, eventId, upcomingScheduled)

  return (
    <>
      <TabList label="Messaging" idPrefix="messaging" tabs={TAB_LIST} selected={tab} onSelect={setTab} />

      {tab === 'compose' ? (
        <div
          id="messaging-panel"
          role="tabpanel"
          aria-labelledby={tabId('messaging', 'compose')}
          className="staff-messaging"
        >
          <form
            className="staff-card staff-messaging__form"
            onSubmit={(event) => {
              event.preventDefault()
              void prepare()
            }}
            aria-label="Compose a message"
          >
            <fieldset className="staff-field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend>Message type</legend>
              <div className="staff-actions">
                {(['email', 'sms'] as const).map((value) => (
                  <label key={value} className="staff-choice">
                    <input
                      type="radio"
                      name="type"
                      value={value}
                      checked={type === value}
                      onChange={() => changeType(value)}
                    />
                    {value === 'email' ? 'Email' : 'SMS'}
                  </label>
                ))}
              </div>
            </fieldset>

            <div className="staff-field">
              <label htmlFor="compose-template">Template</label>
              <select
                id="compose-template"
                value={templateId}
                onChange={(event) => applyTemplate(typeTemplates.find((t) => String(t.id) === event.target.value))}
              >
                <option value="">No template</option>
                {typeTemplates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                    {t.isDefault ? ' · Default' : ''}
                  </option>
                ))}
              </select>
            </div>

            <div className="staff-field">
              <label htmlFor="compose-purpose">Kind of message</label>
              <select
                id="compose-purpose"
                value={purpose}
                onChange={(event) => setPurpose(event.target.value as MessagePurpose)}
              >
                {(['service', 'marketing'] as const).map((value) => (
                  <option key={value} value={value}>
                    {PURPOSE_LABELS[value]}
                  </option>
                ))}
              </select>
            </div>

            {type === 'email' && (
              <div className="staff-field">
                <label htmlFor="compose-subject">Subject</label>
                <input
                  id="compose-subject"
                  value={subject}
                  onChange={(event) => setSubject(event.target.value)}
                  maxLength={200}
                  required
                />
              </div>
            )}

            <div className="staff-field">
              <label htmlFor="compose-content">Message</label>
              <textarea
                id="compose-content"
                value={content}
                onChange={(event) => setContent(event.target.value)}
                rows={type === 'sms' ? 4 : 10}
                required
                aria-describedby={type === 'sms' ? 'sms-counter' : undefined}
              />
            </div>
            {type === 'sms' && (
              <p id="sms-counter" className="staff-muted" aria-live="polite" data-testid="sms-counter">
                {sms.length}/{SMS_MAX_LENGTH} characters · {sms.segments} {sms.segments === 1 ? 'part' : 'parts'}
                {sms.isTooLong && `. Too long to send: shorten it by ${sms.length - SMS_MAX_LENGTH} characters.`}
              </p>
            )}

            <div className="staff-field">
              <label htmlFor="compose-audience">Target audience</label>
              <select id="compose-audience" value={audience} onChange={(event) => setAudience(event.target.value)}>
                {groupAudiences(audiences.filter((a) => type === 'sms' || a.key !== 'with-phone')).map(
                  ([group, options]) =>
                    group ? (
                      <optgroup key={group} label={group}>
                        {options.map((a) => (
                          <option key={a.key} value={a.key}>
                            {a.label}
                          </option>
                        ))}
                      </optgroup>
                    ) : (
                      options.map((a) => (
                        <option key={a.key} value={a.key}>
                          {a.label}
                        </option>
                      ))
                    ),
                )}
              </select>
            </div>
            {overlaps.length > 0 && (
              <div className="staff-warning" data-testid="scheduled-overlap">
                <p style={{ marginTop: 0 }}>
                  <strong>Some of these people will also get a scheduled message:</strong>
                </p>
                <ul>
                  {overlaps.map((message) => (
                    <li key={`${message.sessionKey}:${message.name}:${message.dueAt}`}>
                      {describeScheduledOverlap(message)}
                    </li>
                  ))}
                </ul>
                <p style={{ marginBottom: 0 }}>
                  Check it is not the same message, or switch the scheduled one off on the event&apos;s edit screen.
                </p>
              </div>
            )}
            <p aria-live="polite" data-testid="recipient-count">
              <strong>{recipientCount} recipients</strong>
              {leftOut && <span className="staff-muted"> · {leftOut}</span>}
            </p>

            <div className="staff-actions">
              <button
                type="submit"
                className="btn btn--style-primary btn--size-medium"
                disabled={!canSend({ type, subject, content, isSending: isSending || isPreparing })}
                aria-busy={isPreparing}
              >
                {sendButtonLabel(recipientCount, isSending)}
              </button>
            </div>
          </form>

          <aside className="staff-card" aria-labelledby="quick-templates-title">
            <h2 id="quick-templates-title" style={{ marginTop: 0 }}>
              Quick Templates
            </h2>
            {quickTemplates.length === 0 ? (
              <p className="staff-muted">
                No default {type === 'email' ? 'e-mail' : 'SMS'} templates yet. Add them under Messaging → Message
                Templates.
              </p>
            ) : (
              <ul className="staff-people">
                {quickTemplates.map((t) => (
                  <li key={t.id}>
                    <button type="button" className="staff-template" onClick={() => applyTemplate(t)}>
                      <span className="staff-person__name">{t.name}</span> <span className="staff-badge">Default</span>
                      <span className="staff-muted staff-truncate" style={{ display: 'block', maxWidth: '100%' }}>
                        {t.content}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <h3>Placeholders</h3>
            <p className="staff-muted">Filled in for each person:</p>
            <ul>
              {MERGE_FIELDS.map((field) => (
                <li key={field}>
                  <code>{field}</code>
                </li>
              ))}
              {EVENT_MERGE_FIELDS.map((field) => (
                <li key={field}>
                  <code>{field}</code> <span className="staff-muted">the name of their event</span>
                </li>
              ))}
              {REGISTRANT_MERGE_FIELDS.map((field) => (
                <li key={field}>
                  <code>{field}</code>{' '}
                  <span className="staff-muted">
                    their answers to the event&apos;s questions, one per line (never the sensitive ones)
                  </span>
                </li>
              ))}
            </ul>
          </aside>
          {preview && (
            <ConfirmSendDialog
              type={type}
              preview={preview}
              isSending={isSending}
              onConfirm={() => void send()}
              onCancel={() => setPreview(null)}
            />
          )}
        </div>
      ) : (
        <div id="messaging-panel" role="tabpanel" aria-labelledby={tabId('messaging', 'history')}>
          <MessageHistory logs={logs} />
        </div>
      )}
    </>
  )
}
