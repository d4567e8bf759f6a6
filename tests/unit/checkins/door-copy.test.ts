import { describe, expect, it } from 'vitest'

import { copyCounts, copyList, withChanges, withTap } from '@/checkins/rules/door-copy'
import type { DoorPerson } from '@/checkins/rules/door-ops'

const person = (id: number, fullName: string, extra: Partial<DoorPerson> = {}): DoorPerson => ({
  id,
  fullName,
  household: fullName,
  checkinCode: `ABCDEFG${id + 1}`,
  sessions: ['sunday'],
  isChild: false,
  checkedInAt: null,
  ...extra,
})
const at = (time: string) => `2026-05-10T${time}:00.000Z`

describe("a door device's copy of the session", () => {
  const people = [person(1, 'Ann Able'), person(2, 'Ben Baker', { sessions: ['friday'] }), person(3, 'Cat Cole')]

  it('takes a check-in at once and keeps the earliest of two', () => {
    const once = withTap(people, { registration: 1, action: 'in', at: at('09:05') })
    expect(once[0]!.checkedInAt).toBe(at('09:05'))
    expect(withTap(once, { registration: 1, action: 'in', at: at('09:10') })[0]!.checkedInAt).toBe(at('09:05'))
    expect(withTap(once, { registration: 1, action: 'out', at: at('09:11') })[0]!.checkedInAt).toBeNull()
  })

  it("takes the server's changes, with the taps still waiting laid over them", () => {
    const next = withChanges(
      people,
      [
        { registration: 1, checkedInAt: at('09:00') },
        { registration: 3, checkedInAt: at('09:02') },
      ],
      [{ registration: 3, action: 'out', at: at('09:03') }],
    )
    expect(next.map((p) => p.checkedInAt)).toEqual([at('09:00'), null, null])
  })

  it('counts those expected at the session and lists them, or finds anyone by name or code', () => {
    const next = withTap(people, { registration: 2, action: 'in', at: at('09:00') })
    expect(copyCounts(next, 'sunday')).toEqual({ checkedIn: 0, expected: 2 })
    expect(copyList(next, { session: 'sunday', search: '' }).people.map((p) => p.id)).toEqual([1, 3])
    expect(copyList(next, { session: 'sunday', search: 'baker' }).people.map((p) => p.id)).toEqual([2])
    expect(copyList(next, { session: 'sunday', search: 'ABCD-EFG9' }).total).toBe(0)
    expect(copyList(next, { session: 'sunday', search: people[2]!.checkinCode! }).people.map((p) => p.id)).toEqual([3])
  })

  it('shows no contact details, which the device never holds', () => {
    const [shown] = copyList(people, { session: 'sunday', search: 'Ann' }).people
    expect(shown).toMatchObject({ email: null, phone: null, phoneHint: null, checkedInAt: {} })
  })
})
