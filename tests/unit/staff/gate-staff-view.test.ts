import type { AdminViewServerProps } from 'payload'
import { isValidElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirect:${to}`)
  },
}))

const { gateStaffView } = await import('@/staff/admin/gate-staff-view')
const { ACCESS_DENIED } = await import('@/staff/rules/admin-nav')
const { SESSION_STRATEGY } = await import('@/platform/access/second-factor')

const propsFor = (user: Record<string, unknown> | null, searchParams: Record<string, string> = {}) =>
  ({ initPageResult: { req: { user } }, searchParams }) as unknown as AdminViewServerProps
const staff = (role: string | null) => ({ collection: 'users', role })

describe('gateStaffView', () => {
  const body = vi.fn((_props: AdminViewServerProps, role: string) => `body for ${role}`)
  const MessagingView = gateStaffView('/admin/messaging', body)
  const HomeView = gateStaffView('/admin', body)

  it('renders the view for a role the table names, with that role', async () => {
    await expect(MessagingView(propsFor(staff('admin')))).resolves.toBe('body for admin')
  })

  it('redirects another role to its own first view before the view loads anything', async () => {
    body.mockClear()
    await expect(MessagingView(propsFor(staff('volunteer')))).rejects.toThrow('redirect:/admin/checkin')
    await expect(MessagingView(propsFor(staff('editor')))).rejects.toThrow('redirect:/admin')
    expect(body).not.toHaveBeenCalled()
  })

  it('shows the denied screen at the admin home to a user without a staff role', async () => {
    const screen = await HomeView(propsFor(staff(null)))
    expect(isValidElement(screen)).toBe(true)
    expect((screen as { props: { children: unknown } }).props.children).toBe(ACCESS_DENIED)
  })

  it('sends someone signed out to sign in, and back to the exact address afterwards', async () => {
    body.mockClear()
    const CheckinView = gateStaffView('/admin/checkin', body)
    await expect(CheckinView(propsFor(null, { code: 'ABCD2345', event: '7' }))).rejects.toThrow(
      `redirect:/admin/login?redirect=${encodeURIComponent('/admin/checkin?code=ABCD2345&event=7')}`,
    )
    expect(body).not.toHaveBeenCalled()
  })

  it('sends a session still owing its second factor to the code, then back to the exact address', async () => {
    const CheckinView = gateStaffView('/admin/checkin', body)
    const owing = { collection: 'users', role: 'volunteer', _strategy: SESSION_STRATEGY.codeOwed }
    await expect(CheckinView(propsFor(owing, { code: 'ABCD2345' }))).rejects.toThrow(
      `redirect:/admin/two-factor?redirect=${encodeURIComponent('/admin/checkin?code=ABCD2345')}`,
    )
    expect(body).not.toHaveBeenCalled()
  })
})
