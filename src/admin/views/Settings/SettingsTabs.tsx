'use client'

import { useState, type KeyboardEvent } from 'react'

import { ContactInfoTab, type ContactValues } from './ContactInfoTab'
import { ExportCalendarTab } from './ExportCalendarTab'
import { IntegrationsTab } from './IntegrationsTab'

import '@/admin/components/staff-admin.css'

export type DeliveryRow = { id: number; event: string; status: string; attempts: number; lastStatus: number | null; lastError: string | null; createdAt: string }
export type DaySummary = { key: 'day1' | 'day2'; title: string; when: string }

const TABS = [
  { key: 'contact', label: 'Contact Info' },
  { key: 'integrations', label: 'Integrations' },
  { key: 'export', label: 'Export & Calendar' },
] as const
type TabKey = (typeof TABS)[number]['key']

export function SettingsTabs(props: {
  contact: ContactValues
  webhook: { url: string; secret: string }
  status: { emailConfigured: boolean; smsConfigured: boolean }
  days: DaySummary[]
  recordCount: number
  deliveries: DeliveryRow[]
  userEmail: string
}) {
  const [tab, setTab] = useState<TabKey>('contact')
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const index = TABS.findIndex((t) => t.key === tab)
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length]!.key
    setTab(next)
    document.getElementById(`settings-tab-${next}`)?.focus()
  }
  return (
    <>
      <div className="staff-tabs" role="tablist" aria-label="Settings">
        {TABS.map((t) => (
          <button
            key={t.key}
            id={`settings-tab-${t.key}`}
            type="button"
            role="tab"
            className="staff-tab"
            aria-selected={tab === t.key}
            aria-controls={`settings-panel-${t.key}`}
            tabIndex={tab === t.key ? 0 : -1}
            onClick={() => setTab(t.key)}
            onKeyDown={onKey}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`settings-panel-${tab}`} role="tabpanel" aria-labelledby={`settings-tab-${tab}`}>
        {tab === 'contact' && <ContactInfoTab initial={props.contact} />}
        {tab === 'integrations' && <IntegrationsTab webhook={props.webhook} status={props.status} deliveries={props.deliveries} userEmail={props.userEmail} />}
        {tab === 'export' && <ExportCalendarTab days={props.days} recordCount={props.recordCount} status={props.status} />}
      </div>
    </>
  )
}
