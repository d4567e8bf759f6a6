import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { phoneKey } from '@/platform/data/phone-key'
import { poolOf } from '@/platform/database/pool'
import { transactionClient } from '@/platform/database/transaction-session'

import { emailKey } from './rules/email-key'

/**
 * The SQL of the person a contact key belongs to, for what is about an address rather than a person
 * (consent, a suppression, a message): the first person seen with it, or the person they were merged
 * into (a merge keeps the merged record's own addresses, for its undo), never an anonymised one.
 */
const personOfKeySql = (table: 'people_emails' | 'people_phones', key: string) =>
  `(SELECT min(coalesce(p.merged_into_id, p.id)) FROM ${table} c JOIN people p ON p.id = c._parent_id
    WHERE c.key = ${key} AND p.anonymised_at IS NULL)`

/** The person of an address: `key` is its key (people/rules/email-key) as an SQL expression. */
export const personOfAddressSql = (key: string) => personOfKeySql('people_emails', key)

/** The same for a phone number's key. */
const personOfPhoneSql = (key: string) => personOfKeySql('people_phones', key)

const dbOf = async (req: PayloadRequest) => (req.transactionID ? transactionClient(req) : poolOf(req.payload))

async function firstPerson(req: PayloadRequest, sql: string, value: string | null): Promise<number | null> {
  if (!value) return null
  const { rows } = await (
    await dbOf(req)
  ).query<{ id: number | null }>({ text: `SELECT ${sql} AS id`, values: [value] })
  return rows[0]?.id ?? null
}

/** A suppression (or anything keyed by an e-mail address) names the person the address belongs to. */
export const linkPersonByAddress: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.person) return data
  return { ...data, person: await firstPerson(req, personOfAddressSql('$1'), emailKey(data.email as string | null)) }
}

/** A message sent names its registration's person, or the person its address or number belongs to. */
export const linkDeliveryPerson: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || data.person) return data
  const registration = typeof data.registration === 'number' ? data.registration : null
  const fromRegistration = registration
    ? await firstPerson(req, '(SELECT person_id FROM registrations WHERE id = $1::integer)', String(registration))
    : null
  const address = typeof data.address === 'string' ? data.address : null
  const person =
    fromRegistration ??
    (data.channel === 'sms'
      ? await firstPerson(req, personOfPhoneSql('$1'), phoneKey(address))
      : await firstPerson(req, personOfAddressSql('$1'), emailKey(address)))
  return { ...data, person }
}
