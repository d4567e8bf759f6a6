import { describe, expect, it } from 'vitest'

import { phoneKey } from '@/platform/data/phone-key'
import { addressPattern } from '@/privacy/rules/subject-match'

const names = (email: string, text: string) => new RegExp(addressPattern(email), 'i').test(text)

describe('addressPattern', () => {
  it('finds the address in headers, bodies, links and JSON, whatever its case', () => {
    expect(names('sam.o+x@church.example', '{"Reply-To":"Sam.O+X@Church.Example"}')).toBe(true)
    expect(names('sam@church.example', 'From: Sam <sam@church.example>')).toBe(true)
    expect(names('sam@church.example', '<a href="mailto:sam@church.example">write</a>')).toBe(true)
    expect(names('sam@church.example', 'Write to sam@church.example.')).toBe(true)
    expect(names('sam@church.example', 'sam@church.example')).toBe(true)
  })

  it('never finds it inside a longer address', () => {
    expect(names('sam@church.example', 'busam@church.example')).toBe(false)
    expect(names('sam@church.example', 'sam@church.example.org')).toBe(false)
    expect(names('sam@church.example', 'sam@church-example')).toBe(false)
    expect(names('sam@church.example', 'sam@church.examples')).toBe(false)
  })
})

describe('phoneKey', () => {
  it('gives one key for a UK number however it is written', () => {
    const key = phoneKey('07700 900444')
    expect(key).toBe('7700900444')
    expect(phoneKey('+44 7700 900444')).toBe(key)
    expect(phoneKey('0044 7700-900444')).toBe(key)
  })

  it('gives no key for too few digits or no number', () => {
    expect(phoneKey('12345')).toBeNull()
    expect(phoneKey(null)).toBeNull()
  })
})
