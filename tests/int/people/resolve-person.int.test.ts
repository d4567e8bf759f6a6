import { describe, expect, it } from 'vitest'

import { CANDIDATES_PER_KEY, resolvePerson } from '@/people'
import { poolOf } from '@/platform/database/pool'

import { testPayload } from '../../helpers/payload'

const seen = { at: new Date(), via: 'plan-a-visit' as const }
const tag = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6)

/** Who a form's sender is, against the database: the edge cases of matching as the forms meet them. */
describe('finding the person a form is from', () => {
  const resolve = async (fullName: string, email: string | null, phone: string | null) =>
    resolvePerson(poolOf(await testPayload()), { fullName, email, phone }, seen)

  it('finds a Gmail address however it is written, and elsewhere ignores case but not dots', async () => {
    const t = tag()
    const gmail = await resolve(`Mary Smith${t}`, `Mary.Smith.${t}@Gmail.com`, null)
    expect(await resolve(`mary smith${t}`, `marysmith${t}+church@googlemail.com`, null)).toBe(gmail)
    const elsewhere = await resolve(`Ann Lee${t}`, `Ann.Lee.${t}@Example.org`, null)
    expect(await resolve(`ann lee${t}`, `ann.lee.${t}@EXAMPLE.ORG`, null)).toBe(elsewhere)
    expect(await resolve(`Ann Lee${t}`, `annlee${t}@example.org`, null)).not.toBe(elsewhere)
  })

  it('finds the same phone however typed with a similar name, and refuses the phone with another name', async () => {
    const t = tag()
    const digits = String(Date.now()).slice(-6)
    const jonathan = await resolve(`Jonathan Smith${t}`, null, `07700 ${digits}`)
    expect(await resolve(`Jonathon Smith${t}`, null, `+44 7700 ${digits}`)).toBe(jonathan)
    expect(await resolve(`Peter Brown${t}`, null, `07700${digits}`)).not.toBe(jonathan)
  })

  it('refuses a similar or equal name with nothing else shared', async () => {
    const t = tag()
    const first = await resolve(`Grace Hopper${t}`, `grace.${t}@example.org`, null)
    expect(await resolve(`Grace Hopper${t}`, `other.${t}@example.org`, null)).not.toBe(first)
    expect(await resolve(`Grace Hoper${t}`, null, null)).not.toBe(first)
  })

  it('compares a submission with the first people sharing its phone only, so a phone that many share costs no more', async () => {
    // Names nothing alike (random letters), so that only the phone is shared; the phone is this test's own.
    const word = () => Math.random().toString(36).slice(2, 9).replace(/[0-9]/g, 'q')
    const phone = `07700 ${String(Date.now()).slice(-6)}`
    const firstName = `Ruth ${word()}`
    const first = await resolve(firstName, null, phone)
    const names = Array.from({ length: CANDIDATES_PER_KEY + 4 }, () => `${word()} ${word()}`)
    const others: number[] = []
    for (const name of names) others.push(await resolve(name, null, phone))
    expect(new Set([first, ...others]).size).toBe(CANDIDATES_PER_KEY + 5)

    expect(await resolve(firstName, null, `+44${phone.slice(1)}`)).toBe(first)
    expect(await resolve(names[1]!, null, phone)).toBe(others[1])
    // Past the first few, the same name and phone make someone new: a duplicate at worst, never a wrong join.
    expect(await resolve(names.at(-1)!, null, phone)).not.toBe(others.at(-1))
  })
})
