import { checkinUrl } from '@/lib/checkin-code'
import { CHECKIN_QR_CONTENT_ID } from '@/lib/emails/registration-confirmation'
import { qrPng } from '@/lib/qr-png'
import type { EmailAttachment } from '@/server/email/types'

/** The QR code for a registration's check-in link, as an inline PNG attachment. */
export async function checkinQrAttachment(siteUrl: string, code: string): Promise<EmailAttachment> {
  const png = qrPng(checkinUrl(siteUrl, code), { scale: 8, margin: 2, errorCorrectionLevel: 'M' })
  return { filename: 'check-in-qr.png', content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', contentId: CHECKIN_QR_CONTENT_ID }
}
