'use client'

import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'

import { useHydrationMark } from '../use-hydrated'

export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' }
type ShownNotice = Notice & { id: number }

type Notices = { notify: (notice: Notice) => void; clear: () => void }

const NoticeContext = createContext<Notices | null>(null)

const DISPLAY_MS = 6000

/** The one notice (toast) mechanism of the public site: every form and button reports through it. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([])
  const nextId = useRef(1)

  const dismiss = useCallback((id: number) => setNotices((current) => current.filter((n) => n.id !== id)), [])
  const notify = useCallback(
    (notice: Notice) => {
      const id = nextId.current++
      // One notice at a time: a new one replaces the old, so a success never sits under a stale failure.
      setNotices([{ ...notice, id }])
      setTimeout(() => dismiss(id), DISPLAY_MS)
    },
    [dismiss],
  )

  const clear = useCallback(() => setNotices([]), [])
  const value = useMemo(() => ({ notify, clear }), [notify, clear])
  useHydrationMark()
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4"
      >
        {notices.map((notice) => (
          <div
            key={notice.id}
            role={notice.variant === 'destructive' ? 'alert' : 'status'}
            className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border p-4 shadow-lg ${
              notice.variant === 'destructive'
                ? 'border-red-700 bg-red-700 text-white'
                : 'border-slate-200 bg-white text-slate-900'
            }`}
          >
            <div className="flex-1">
              <p className="font-semibold">{notice.title}</p>
              {notice.description && <p className="mt-1 text-sm">{notice.description}</p>}
            </div>
            <button
              type="button"
              onClick={() => dismiss(notice.id)}
              className="rounded px-1 text-lg leading-none"
              aria-label="Dismiss notice"
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </NoticeContext.Provider>
  )
}

function useNotices() {
  const notices = useContext(NoticeContext)
  if (!notices) throw new Error('useNotify must be used inside <NoticeProvider>')
  return notices
}

export function useNotify() {
  return useNotices().notify
}

/** Removes whatever notice is showing, e.g. when a confirmation panel takes the notice's place. */
export function useClearNotices() {
  return useNotices().clear
}
