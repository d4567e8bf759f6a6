import { checkinUrl } from './rules/checkin-code'
import { CHECKIN_QR_CONTENT_ID } from './emails/registration-confirmation'
import { qrPng } from '@/platform/data/qr-png'
import type { EmailAttachment } from '@/platform/email/types'

/**
 * The QR code for a registration's check-in link, as an inline PNG attachment. An e-mail carrying
 * several (a booker's, with everyone they brought) names each one apart.
 */
export async function checkinQrAttachment(
  siteUrl: string,
  code: string,
  { filename, contentId }: { filename: string; contentId: string } = {
    filename: 'check-in-qr.png',
    contentId: CHECKIN_QR_CONTENT_ID,
  },
): Promise<EmailAttachment> {
  const png = qrPng(checkinUrl(siteUrl, code), { scale: 8, margin: 2, errorCorrectionLevel: 'M' })
  return { filename, content: png.toString('base64'), encoding: 'base64', contentType: 'image/png', contentId }
}
