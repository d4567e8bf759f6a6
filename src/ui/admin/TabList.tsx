'use client'

import type { KeyboardEvent } from 'react'

type Tab<K extends string> = { key: K; label: string }

/**
 * The staff views' tab list (WAI-ARIA tabs): one tab stop, arrow keys move between tabs. The panel
 * it controls has the id `${idPrefix}-panel` and is labelled by `tabId(idPrefix, selected)`.
 */
export function TabList<K extends string>({
  label,
  idPrefix,
  tabs,
  selected,
  onSelect,
}: {
  label: string
  idPrefix: string
  tabs: ReadonlyArray<Tab<K>>
  selected: K
  onSelect: (key: K) => void
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return
    const index = tabs.findIndex((tab) => tab.key === selected)
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!.key
    onSelect(next)
    document.getElementById(tabId(idPrefix, next))?.focus()
  }
  return (
    <div className="staff-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={tabId(idPrefix, tab.key)}
          type="button"
          role="tab"
          className="staff-tab"
          aria-selected={tab.key === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={onKeyDown}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`
