'use client'

import { toast, useNav } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { isActiveLink, type StaffNavLink } from '../rules/admin-nav'

import '@/ui/admin/staff-admin.css'

/** A laptop's width: wide enough for the navigation beside the content, narrower than Payload's 1440 px. */
const LAPTOP = '(min-width: 1025px) and (max-width: 1440px)'

let hasClearedSignInNotices = false

/**
 * Keeps Payload's navigation open on a laptop screen, where Payload would close it (it folds it below
 * 1440 px and marks it inert, so CSS alone cannot show it). Runs again whenever Payload closes it.
 */
function useNavOpenOnLaptop() {
  const { navOpen, setNavOpen } = useNav()
  useEffect(() => {
    if (!navOpen && window.matchMedia(LAPTOP).matches) setNavOpen(true)
  }, [navOpen, setNavOpen])
}

/**
 * The staff navigation appears only once someone is signed in, so a failure notice still showing
 * from the sign-in screen ("wrong password") is stale by then: it goes, once per page load.
 */
function useClearSignInNotices() {
  useEffect(() => {
    if (hasClearedSignInNotices) return
    hasClearedSignInNotices = true
    for (const shown of toast.getToasts()) {
      if ('type' in shown && shown.type === 'error') toast.dismiss(shown.id)
    }
  }, [])
}

export function StaffNavLinks({ links }: { links: StaffNavLink[] }) {
  const pathname = usePathname() ?? ''
  useNavOpenOnLaptop()
  useClearSignInNotices()
  return (
    <div className="staff-nav" aria-label="Event views" role="group">
      {links.map((link) => {
        const isActive = isActiveLink(link.href, pathname)
        return (
          <Link
            key={link.href}
            href={link.href}
            className="nav__link"
            aria-current={isActive ? 'page' : undefined}
            prefetch={false}
          >
            {isActive && <div className="nav__link-indicator" />}
            <span className="nav__link-label">{link.label}</span>
          </Link>
        )
      })}
    </div>
  )
}
