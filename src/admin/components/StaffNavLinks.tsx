'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'

import { isActiveLink, type StaffNavLink } from '@/lib/admin-nav'

import './staff-admin.css'

export function StaffNavLinks({ links }: { links: StaffNavLink[] }) {
  const pathname = usePathname() ?? ''
  return (
    <div className="staff-nav" aria-label="Event views" role="group">
      {links.map((link) => {
        const isActive = isActiveLink(link.href, pathname)
        return (
          <Link key={link.href} href={link.href} className="nav__link" aria-current={isActive ? 'page' : undefined} prefetch={false}>
            {isActive && <div className="nav__link-indicator" />}
            <span className="nav__link-label">{link.label}</span>
          </Link>
        )
      })}
    </div>
  )
}
