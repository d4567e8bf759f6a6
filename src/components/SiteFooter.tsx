import Link from 'next/link'

import { PrivacyNoticeLink } from '@/components/PrivacyNoticeLink'
import { hasUrl } from '@/lib/links'
import type { Navigation, SiteSetting } from '@/payload-types'

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

export function SiteFooter({ settings, navigation }: { settings: SiteSetting; navigation: Navigation }) {
  const year = new Date().getFullYear()
  const phones = (settings.phones ?? []).filter((phone) => phone.inFooter !== false)
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className="mb-3 font-semibold text-white">
            Visit Us
          </h2>
          <p className="whitespace-pre-line text-sm">{settings.venueAddress}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {(settings.serviceTimes ?? []).map((service) => (
              <li key={service.id ?? service.label}>
                {service.label} {service.time}
                {service.note ? ` ${service.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 font-semibold text-white">
            Contact
          </h2>
          <ul className="space-y-1 text-sm">
            {phones.map((phone) => (
              <li key={phone.id ?? phone.number}>
                <a className="underline-offset-2 hover:underline" href={telHref(phone.number)}>
                  {phone.number}
                </a>
              </li>
            ))}
            <li>
              <a className="underline-offset-2 hover:underline" href={`mailto:${settings.enquiriesEmail}`}>
                {settings.enquiriesEmail}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="mb-3 font-semibold text-white">
            Quick Links
          </h2>
          <ul className="space-y-1 text-sm">
            {(navigation.footerQuickLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <Link className="underline-offset-2 hover:underline" href={link.url}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="mb-3 font-semibold text-white">
            Connect With Us
          </h2>
          <ul className="space-y-1 text-sm">
            {(settings.socialLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <a className="underline-offset-2 hover:underline" href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        <PrivacyNoticeLink note={settings.privacyNote} className="mb-1" />
        <p>
          © {year} {settings.churchName}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
