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
  /** Sending the same key twice delivers once (the outbox keeps one entry; Resend dedupes a batch by key). */
  idempotencyKey?: string
  /**
   * One-time tokens in the message (a password reset, a second-factor enrolment link) that only the
   * recipient may see: the outbox, which staff can read, keeps the message with each one withheld.
   */
  secrets?: string[]
  /** For the list of messages sent: the registration the message is about, and whether it is its confirmation (which carries the check-in QR code). */
  about?: { registration: number; kind: 'confirmation' | 'other' }
}

/**
 * What became of one message: accepted, with the provider's id (Resend's `id`, Twilio's `sid`), or
 * kept in the local outbox (`isKeptInOutbox`, with the outbox entry's id: nothing was sent), or failed.
 */
export type SendResult = { isSent: true; id: string; isKeptInOutbox?: boolean } | { isSent: false; error: string }

/** Where e-mail goes: Resend when configured, otherwise the local outbox. Batch-shaped for bulk sends. */
export type EmailTransport = {
  name: 'resend' | 'outbox'
  /** One result per message, in order. A batch key makes a retried batch safe to send again. */
  sendBatch: (messages: OutgoingEmail[], options?: { batchKey?: string }) => Promise<SendResult[]>
}
