import type { DeliveryCounts } from '@/platform/delivery/delivery-status'
import type { MessagePurpose, MessageType } from '../../rules/messaging'

/** The plain data the messaging view hands from the server to its client parts. */
export type TemplateOption = {
  id: number
  name: string
  type: MessageType
  subject: string
  content: string
  isDefault: boolean
  purpose: MessagePurpose
}
/** An audience the compose screen offers; event audiences come grouped under their event. */
export type AudienceOption = { key: string; label: string; group?: string }
export type HistoryLog = {
  id: number
  type: MessageType
  subject?: string | null
  content: string
  status: 'pending' | 'sending' | 'completed' | 'failed'
  recipientCount: number
  sentCount: number
  failedCount: number
  /** Its messages per delivery status as the providers last reported. */
  deliveryCounts?: DeliveryCounts
  /** The audience as it was when sent: its name at least. */
  audience?: { label?: string } | null
  createdAt: string
}
