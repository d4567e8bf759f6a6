/** What the outreach event's form stores: the online crusade, Super Sunday, or both with the all-sessions marker. */
type AttendanceChoice = 'online' | 'super-sunday' | 'both'

const FIRST = [
  'Olivia',
  'Amelia',
  'Isla',
  'Ava',
  'Grace',
  'Chloe',
  'Emily',
  'Oliver',
  'George',
  'Harry',
  'Noah',
  'Jack',
  'Leo',
  'Arthur',
  'Chidi',
  'Ngozi',
  'Tunde',
  'Amara',
  'Kwame',
  'Zoë',
  'Siân',
  'Ruairí',
  'Priya',
  'Mohammed',
]
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Okafor',
  'Adeyemi',
  'Mensah',
  'Patel',
  'Khan',
  'Evans',
  'Thomas',
  "O'Neill",
  'Roberts',
  'Walker',
]
const CHOICES: AttendanceChoice[][] = [['online'], ['super-sunday'], ['online', 'super-sunday', 'both']]
const TAGS = ['volunteer', 'first-time', 'youth', 'choir', 'follow-up']

/** A small deterministic generator, so demo data is the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export type DemoRegistration = {
  fullName: string
  email: string
  phone: string | null
  attendanceChoice: AttendanceChoice[]
  consentEmail: boolean
  consentSms: boolean
  tags: string[]
  day1Checkin: boolean
  day2Checkin: boolean
}

export function buildDemoRegistrations(count: number, seed = 42, offset = 0): DemoRegistration[] {
  const next = random(seed + offset)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  return Array.from({ length: count }, (_, i) => {
    const first = pick(FIRST)
    const last = pick(LAST)
    const n = offset + i
    const attendanceChoice = pick(CHOICES)
    return {
      fullName: `${first} ${last}`,
      email: `${first}.${last}.${n}@demo.example`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
      phone: next() < 0.7 ? `07700 ${String(900000 + (n % 100000)).slice(-6)}` : null,
      attendanceChoice,
      consentEmail: next() < 0.6,
      consentSms: next() < 0.4,
      tags: next() < 0.3 ? [pick(TAGS)] : [],
      day1Checkin: attendanceChoice.includes('online') && next() < 0.3,
      day2Checkin: attendanceChoice.includes('super-sunday') && next() < 0.3,
    }
  })
}
