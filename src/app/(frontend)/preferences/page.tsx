import { consentWording, PREFERENCES_MESSAGES, preferencesFrom, readAddressToken, readConsent } from '@/consent'
import { PreferencesForm } from '@/consent/components/PreferencesForm'
import { personalLinkMetadata, readChurchName } from '@/site'
import { payloadClient } from '@/platform/payload-client'
export const metadata = personalLinkMetadata('Your messaging preferences')

export const dynamic = 'force-dynamic'

/** Reached from every message's footer: the signed link names the address, and shows nothing else about the person. */
export default async function PreferencesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const token = (await searchParams).token
  const email = readAddressToken(token)
  if (!email || typeof token !== 'string') {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="mb-6 text-3xl font-bold">Your messaging preferences</h1>
        <p role="alert" className="text-lg">
          {PREFERENCES_MESSAGES.invalid}
        </p>
      </section>
    )
  }
  const payload = await payloadClient()
  const [snapshot, churchName] = await Promise.all([readConsent(payload, email), readChurchName(payload)])
  const wording = consentWording(churchName)
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="mb-6 text-3xl font-bold">Your messaging preferences</h1>
      <p className="mb-6 text-lg">
        For <strong>{email}</strong>
      </p>
      <PreferencesForm
        token={token}
        initial={preferencesFrom(snapshot)}
        wording={{ email: wording.email, sms: wording.sms }}
      />
    </section>
  )
}
