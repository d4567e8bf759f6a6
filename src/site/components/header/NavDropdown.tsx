'use client'

import Link from 'next/link'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'

import { isActivePath } from '../../rules/nav'

import type { NavItem } from './types'

/** A dropdown that opens on hover, click and keyboard (Enter, Space, ArrowDown; Escape closes). */
export function NavDropdown({ item, pathname }: { item: NavItem; pathname: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const isActive = item.children.some((child) => isActivePath(pathname, child.url))

  useEffect(() => setIsOpen(false), [pathname])

  useEffect(() => {
    if (!isOpen) return
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('mousedown', closeOnOutside)
    return () => document.removeEventListener('mousedown', closeOnOutside)
  }, [isOpen])

  function menuLinks() {
    return Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[data-menu-link]') ?? [])
  }

  function focusItem(index: number) {
    const links = menuLinks()
    if (links.length) links[(index + links.length) % links.length]!.focus()
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setIsOpen(true)
      requestAnimationFrame(() => focusItem(0))
    } else if (event.key === 'Escape') {
      setIsOpen(false)
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const current = menuLinks().indexOf(document.activeElement as HTMLAnchorElement)
    if (event.key === 'Escape') {
      setIsOpen(false)
      buttonRef.current?.focus()
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      focusItem(current + 1)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      focusItem(current - 1)
    }
  }

  return (
    <li
      ref={rootRef}
      className="relative"
      onMouseEnter={() => setIsOpen(true)}
      onMouseLeave={() => setIsOpen(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setIsOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={menuId}
        // A mouse click after hovering keeps the menu open (hover already opened it); keyboard toggles.
        onClick={(event) => setIsOpen((open) => (event.detail === 0 ? !open : true))}
        onKeyDown={onButtonKeyDown}
        className={`flex items-center gap-1 rounded px-2 py-2 hover:text-brand ${isActive ? 'font-semibold text-brand' : ''}`}
      >
        {item.label}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!isOpen}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full left-0 z-40 min-w-56 rounded-md border border-slate-200 bg-white py-2 shadow-lg"
      >
        {item.children.map((child) => {
          const isCurrent = pathname === child.url
          return (
            <li key={child.url}>
              <Link
                href={child.url}
                data-menu-link
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => setIsOpen(false)}
                className={`block px-4 py-2 hover:bg-slate-100 ${isCurrent ? 'font-semibold text-brand' : ''}`}
              >
                {child.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </li>
  )
}
