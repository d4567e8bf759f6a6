import type { StripeStatus } from '@/payments'

/** The plain data the settings view hands from the server to its tabs. */
export type DeliveryRow = {
  id: number
  event: string
  status: string
  attempts: number
  lastStatus: number | null
  lastError: string | null
  createdAt: string
}
/** The event picker's choices and the chosen event's sessions with their calendar files. */
export type CalendarChoice = {
  events: Array<{ id: number; label: string }>
  selected: number
  sessions: Array<{
    key: string
    title: string
    short: string
    when: string
    href: string | null
    filename: string | null
  }>
}
export type ProviderStatus = { emailConfigured: boolean; smsConfigured: boolean; stripe: StripeStatus }
/** The pages showing each contact detail, by its token (`phone1`, `email`). */
export type ContactPages = Record<string, Array<{ title: string; path: string }>>

/** The settings view's tabs; `?tab=export` opens that one, so the event picker on it comes back to it. */
const SETTINGS_TAB_KEYS = ['contact', 'integrations', 'export'] as const
export type SettingsTabKey = (typeof SETTINGS_TAB_KEYS)[number]
export const isSettingsTab = (value: unknown): value is SettingsTabKey =>
  (SETTINGS_TAB_KEYS as readonly unknown[]).includes(value)
