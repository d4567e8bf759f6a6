import { describe, expect, it } from 'vitest'

import {
  CHECKIN_CODE_ALPHABET,
  checkinUrl,
  formatCheckinCode,
  generateCheckinCode,
  parseCheckinCode,
} from '@/registrations/rules/checkin-code'

describe('check-in codes', () => {
  it('are 8 characters from an alphabet without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateCheckinCode()
      expect(code).toMatch(/^[A-Z2-9]{8}$/)
      expect(code).not.toMatch(/[01OIL]/)
    }
    expect(CHECKIN_CODE_ALPHABET).toHaveLength(31)
  })

  it('draws every character evenly, rejecting the bytes that would bias it', () => {
    // 248 = 8·31 is the first biased byte; it must be skipped, not folded onto "A".
    const bytes = [248, 255, 0, 1, 2, 3, 4, 5, 6, 7]
    const code = generateCheckinCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length))
      return buffer
    })
    expect(code).toBe('ABCDEFGH')
  })

  it('reads what a volunteer types or a camera scans', () => {
    expect(parseCheckinCode('abcd-efgh')).toBe('ABCDEFGH')
    expect(parseCheckinCode('  ABCD EFGH ')).toBe('ABCDEFGH')
    expect(parseCheckinCode(checkinUrl('https://church.example/', 'ABCDEFGH'))).toBe('ABCDEFGH')
    expect(parseCheckinCode('ABCDEFG')).toBeNull()
    expect(parseCheckinCode('ABCDEFG0')).toBeNull()
    expect(parseCheckinCode('Jane Smith')).toBeNull()
  })

  it('formats for reading aloud and links to the check-in view', () => {
    expect(formatCheckinCode('ABCDEFGH')).toBe('ABCD-EFGH')
    expect(checkinUrl('https://church.example/', 'ABCDEFGH')).toBe('https://church.example/admin/checkin?code=ABCDEFGH')
  })
})
