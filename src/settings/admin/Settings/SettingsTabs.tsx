'use client'

import { useState } from 'react'

import { TabList, tabId } from '@/ui/admin/TabList'

import { ContactInfoTab, type ContactValues } from './ContactInfoTab'
import { ExportCalendarTab } from './ExportCalendarTab'
import { IntegrationsTab } from './IntegrationsTab'
import type { CalendarChoice, ContactPages, DeliveryRow, ProviderStatus, SettingsTabKey } from './types'

import '@/ui/admin/staff-admin.css'

const TABS = [
  { key: 'contact', label: 'Contact Info' },
  { key: 'integrations', label: 'Integrations' },
  { key: 'export', label: 'Export & Calendar' },
] as const satisfies ReadonlyArray<{ key: SettingsTabKey; label: string }>
type TabKey = SettingsTabKey

export function SettingsTabs(props: {
  contact: ContactValues
  contactPages: ContactPages
  webhook: { url: string; secret: string }
  status: ProviderStatus
  initialTab: TabKey
  calendar: CalendarChoice | null
  recordCount: number
  deliveries: DeliveryRow[]
  userEmail: string
}) {
  const [tab, setTab] = useState<TabKey>(props.initialTab)
  return (
    <>
      <TabList label="Settings" idPrefix="settings" tabs={TABS} selected={tab} onSelect={setTab} />
      <div id="settings-panel" role="tabpanel" aria-labelledby={tabId('settings', tab)}>
        {tab === 'contact' && <ContactInfoTab initial={props.contact} pages={props.contactPages} />}
        {tab === 'integrations' && (
          <IntegrationsTab
            webhook={props.webhook}
            status={props.status}
            deliveries={props.deliveries}
            userEmail={props.userEmail}
          />
        )}
        {tab === 'export' && (
          <ExportCalendarTab calendar={props.calendar} recordCount={props.recordCount} status={props.status} />
        )}
      </div>
    </>
  )
}
