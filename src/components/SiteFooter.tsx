import Link from 'next/link'

import { hasUrl } from '@/lib/links'
import type { Navigation, SiteSetting } from '@/payload-types'

export function SiteFooter({ settings, navigation }: { settings: SiteSetting; navigation: Navigation }) {
  const year = new Date().getFullYear()
  return (
    <footer className="mt-12 bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 font-semibold">Visit Us</h2>
          <p className="whitespace-pre-line text-sm">{settings.venueAddress}</p>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">Contact</h2>
          <ul className="text-sm">
            {(settings.phones ?? []).map((phone) => (
              <li key={phone.id ?? phone.number}>
                <a href={`tel:${phone.number.replace(/\s+/g, '')}`}>{phone.number}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${settings.enquiriesEmail}`}>{settings.enquiriesEmail}</a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">Quick Links</h2>
          <ul className="text-sm">
            {(navigation.footerQuickLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <Link href={link.url}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold">Connect With Us</h2>
          <ul className="text-sm">
            {(settings.socialLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700 px-4 py-4 text-center text-xs text-slate-300">
        {settings.privacyNote && <p className="mb-1">{settings.privacyNote}</p>}
        <p>
          © {year} {settings.churchName}
        </p>
      </div>
    </footer>
  )
}
