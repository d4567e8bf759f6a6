'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { isActivePath } from '../../rules/nav'

import { NavDropdown } from './NavDropdown'
import type { NavItem, NavLink } from './types'

function TopLink({ link, pathname, onChoose }: { link: NavLink; pathname: string; onChoose?: () => void }) {
  const isActive = isActivePath(pathname, link.url)
  return (
    <Link
      href={link.url}
      onClick={onChoose}
      aria-current={pathname === link.url ? 'page' : undefined}
      className={`block rounded px-2 py-2 hover:text-brand ${isActive ? 'font-semibold text-brand' : ''}`}
    >
      {link.label}
    </Link>
  )
}

export function HeaderNav({ items, watchOnline }: { items: NavItem[]; watchOnline: NavLink | null }) {
  const pathname = usePathname() ?? '/'
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const close = () => setIsMenuOpen(false)

  useEffect(() => setIsMenuOpen(false), [pathname])

  // While the menu is open, Escape closes it and Tab cycles between the menu button and the menu's
  // own links, so keyboard focus never wanders into the page hidden behind it.
  useEffect(() => {
    if (!isMenuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setIsMenuOpen(false)
        buttonRef.current?.focus()
        return
      }
      if (event.key !== 'Tab' || !buttonRef.current || !menuRef.current) return
      const stops = [
        buttonRef.current,
        ...menuRef.current.querySelectorAll<HTMLElement>('a[href], summary, button'),
      ].filter((element) => element.offsetParent !== null)
      const at = stops.indexOf(document.activeElement as HTMLElement)
      const next = event.shiftKey ? (at <= 0 ? stops.length - 1 : at - 1) : (at + 1) % stops.length
      event.preventDefault()
      stops[next]?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [isMenuOpen])

  return (
    <>
      <ul className="hidden items-center gap-1 text-sm lg:flex">
        {items.map((item) =>
          item.children.length ? (
            <NavDropdown key={item.label} item={item} pathname={pathname} />
          ) : (
            <li key={item.url}>
              <TopLink link={item} pathname={pathname} />
            </li>
          ),
        )}
      </ul>
      {watchOnline && (
        <Link
          href={watchOnline.url}
          className="hidden rounded bg-brand px-3 py-2 text-sm font-semibold text-white hover:bg-brand-light lg:inline-block"
        >
          {watchOnline.label}
        </Link>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="rounded border border-slate-300 px-3 py-2 text-sm lg:hidden"
        aria-expanded={isMenuOpen}
        aria-controls="mobile-menu"
        onClick={() => setIsMenuOpen((open) => !open)}
      >
        {isMenuOpen ? 'Close menu' : 'Menu'}
      </button>
      <div ref={menuRef} id="mobile-menu" hidden={!isMenuOpen} className="w-full lg:hidden">
        <ul className="flex flex-col gap-1 border-t border-slate-200 py-2">
          {items.map((item) => (
            <li key={item.label}>
              {item.children.length ? (
                <details>
                  <summary className="cursor-pointer rounded px-2 py-2">{item.label}</summary>
                  <ul className="ml-4">
                    {item.children.map((child) => (
                      <li key={child.url}>
                        <TopLink link={child} pathname={pathname} onChoose={close} />
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <TopLink link={item} pathname={pathname} onChoose={close} />
              )}
            </li>
          ))}
          {watchOnline && (
            <li>
              <Link
                href={watchOnline.url}
                onClick={close}
                className="mt-2 block rounded bg-brand px-3 py-2 text-center font-semibold text-white"
              >
                {watchOnline.label}
              </Link>
            </li>
          )}
        </ul>
      </div>
    </>
  )
}
