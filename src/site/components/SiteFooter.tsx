import Link from 'next/link'
import type { ReactNode } from 'react'

import { PrivacyNoticeLink } from './PrivacyNoticeLink'
import { dialableNumber } from '../rules/contact-tokens'
import { hasUrl } from '../rules/links'
import type { Navigation, SiteSetting } from '@/payload-types'

const telHref = (number: string) => `tel:${dialableNumber(number)}`

function FooterSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  )
}

export function SiteFooter({ settings, navigation }: { settings: SiteSetting; navigation: Navigation }) {
  const year = new Date().getFullYear()
  const phones = (settings.phones ?? []).filter((phone) => phone.inFooter !== false)
  return (
    <footer className="bg-slate-900 text-slate-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <FooterSection id="footer-visit" title="Visit Us">
          <p className="text-sm whitespace-pre-line">{settings.venueAddress}</p>
          <ul className="mt-3 space-y-1 text-sm">
            {(settings.serviceTimes ?? []).map((service) => (
              <li key={service.id ?? service.label}>
                {service.label} {service.time}
                {service.note ? ` ${service.note}` : ''}
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection id="footer-contact" title="Contact">
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
        </FooterSection>
        <FooterSection id="footer-links" title="Quick Links">
          <ul className="space-y-1 text-sm">
            {(navigation.footerQuickLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <Link className="underline-offset-2 hover:underline" href={link.url}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </FooterSection>
        <FooterSection id="footer-connect" title="Connect With Us">
          <ul className="space-y-1 text-sm">
            {(settings.socialLinks ?? []).filter(hasUrl).map((link) => (
              <li key={link.id ?? link.url}>
                <a
                  className="underline-offset-2 hover:underline"
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
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
