import { describe, expect, it } from 'vitest'

import { formatCheckinCode, generateCheckinCode } from '@/registrations/rules/checkin-code'
import {
  doorBlocks,
  doorCheckinMethod,
  groupCheckinCandidates,
  type DoorGroupPerson,
} from '@/checkins/rules/door-groups'
import {
  buildConfirmationEmail,
  CHECKIN_QR_CONTENT_ID,
  groupQrAttachmentNames,
} from '@/registrations/emails/registration-confirmation'
import type { EventSession } from '@/events/rules/event-model'

const person = (id: number, bookedBy: number | null = null) => ({
  id,
  bookedBy: bookedBy === null ? null : { id: bookedBy, fullName: `Booker ${bookedBy}` },
})

describe('a group at the door', () => {
  it('sets the people brought along under their booker, whatever order the list came in', () => {
    const blocks = doorBlocks([person(3, 1), person(1), person(2), person(4, 1)])
    expect(blocks.map(({ lead, members }) => [lead.id, members.map((member) => member.id)])).toEqual([
      [1, [3, 4]],
      [2, []],
    ])
  })

  it('leaves someone found without their booker on their own, to be named beside the booker', () => {
    expect(doorBlocks([person(5, 9), person(6)]).map(({ lead, members }) => [lead.id, members.length])).toEqual([
      [5, 0],
      [6, 0],
    ])
  })

  it('offers the group check-in for those registered for the session and not in yet', () => {
    const group: DoorGroupPerson[] = [
      { id: 1, sessions: ['friday'], checkedInAt: {} },
      { id: 2, sessions: ['friday'], checkedInAt: { friday: '2030-01-01T19:00:00Z' } },
      { id: 3, sessions: ['saturday'], checkedInAt: {} },
      { id: 4, sessions: ['friday', 'saturday'], checkedInAt: { saturday: '2030-01-02T10:00:00Z' } },
    ]
    expect(groupCheckinCandidates(group, 'friday')).toEqual([1, 4])
    expect(groupCheckinCandidates(group, 'saturday')).toEqual([3])
  })
})

describe('how the door found the people it lets in', () => {
  const code = generateCheckinCode()
  const other = generateCheckinCode()
  const family = [{ checkinCode: code }, { checkinCode: other }, { checkinCode: null }]

  it('is by QR when a scanned code (typed with a dash, or a whole link) is one of theirs', () => {
    expect(doorCheckinMethod({ text: formatCheckinCode(code), isScanned: true }, family)).toBe('qr')
    expect(
      doorCheckinMethod({ text: `https://church.example/admin/checkin?code=${other}`, isScanned: true }, family),
    ).toBe('qr')
  })

  it("is by search when the code was typed, is someone else's, or the search is a name", () => {
    expect(doorCheckinMethod({ text: code, isScanned: false }, family)).toBe('search')
    expect(doorCheckinMethod({ text: generateCheckinCode(), isScanned: true }, family)).toBe('search')
    expect(doorCheckinMethod({ text: 'Dee Family', isScanned: true }, family)).toBe('search')
    expect(doorCheckinMethod({ text: code, isScanned: true }, [])).toBe('search')
  })
})

describe('the booker’s confirmation e-mail', () => {
  const sessions: EventSession[] = [
    {
      key: 'friday',
      title: 'Friday night',
      startsAt: '2030-06-07T18:00:00.000Z',
      endsAt: '2030-06-07T20:00:00.000Z',
      mode: 'in-person',
      venue: 'Hall',
    },
  ]
  const base = {
    churchName: 'Example Church',
    eventTitle: 'Family Day',
    siteUrl: 'https://church.example',
    sessions,
    allKey: 'all',
    preferencesUrl: 'https://church.example/p',
    person: { fullName: 'Ann Lee', attendanceChoice: ['friday'] },
    checkinCode: 'ABCD2345',
  }

  it('names everyone brought along with their own check-in code and inline QR code', () => {
    const email = buildConfirmationEmail({
      ...base,
      group: [
        { fullName: 'Ben Lee', isChild: false, checkinCode: 'EFGH6789' },
        { fullName: 'Cy <Lee>', isChild: true, checkinCode: 'JKLM2345', isWaiting: true },
      ],
    })
    expect(email.text).toContain('You also registered 2 people')
    expect(email.text).toContain('- Ben Lee: check-in code EFGH-6789')
    expect(email.text).toContain('- Cy <Lee> (child), on the waiting list: check-in code JKLM-2345')
    expect(email.html).toContain(`src="cid:${CHECKIN_QR_CONTENT_ID}"`)
    expect(email.html).toContain(`src="cid:${groupQrAttachmentNames('EFGH6789').contentId}"`)
    expect(email.html).toContain(`src="cid:${groupQrAttachmentNames('JKLM2345').contentId}"`)
    expect(email.html).toContain('Cy &lt;Lee&gt; (child)')
    expect(email.html).not.toContain('Cy <Lee>')
  })

  it('says nothing of a group when the booker came alone', () => {
    const email = buildConfirmationEmail(base)
    expect(email.text).not.toContain('You also registered')
    expect(email.html).not.toContain('You also registered')
  })

  it('names each QR attachment apart from the booker’s and from each other', () => {
    const names = [groupQrAttachmentNames('EFGH6789'), groupQrAttachmentNames('JKLM2345')]
    expect(new Set([CHECKIN_QR_CONTENT_ID, ...names.map((name) => name.contentId)]).size).toBe(3)
    expect(new Set(['check-in-qr.png', ...names.map((name) => name.filename)]).size).toBe(3)
  })
})
