export type EmailAttachment = {
  filename: string
  /** Text as is, or binary content as base64 with `encoding: 'base64'`. */
  content: string
  contentType: string
  encoding?: 'base64'
  /** Shown inline where the HTML says `<img src="cid:…">`. */
  contentId?: string
}

export type OutgoingEmail = {
  to: string
  subject: string
  html: string
  text: string
  from?: string
  attachments?: EmailAttachment[]
  headers?: Record<string, string>
}

export type SendResult = { isSent: true; id: string } | { isSent: false; error: string }

/** Where e-mail goes: Resend when configured, otherwise the local outbox. Batch-shaped for bulk sends. */
export type EmailTransport = {
  name: 'resend' | 'outbox'
  sendBatch: (messages: OutgoingEmail[]) => Promise<SendResult[]>
}
