import type { Queryable } from '@/platform/database/pool'
import { normaliseName } from '@/platform/data/normalise'
import { phoneKey } from '@/platform/data/phone-key'

import { readPersonCandidates } from './person-candidates'
import { emailKey } from './rules/email-key'
import { matchPerson, matchRegistrationPeople } from './rules/match-person'
import { writePersonCtes, writeRegistrationPeopleCtes } from './write-person-sql'

/** How someone was first seen, as the people collection records it. */
export type SeenVia = 'event-registration' | 'walk-in' | 'plan-a-visit' | 'foundation-school' | 'prayer-request'

type Details = { fullName: string; email: string | null; phone: string | null }

/** The keys a submission is matched by. */
export const keysOf = (details: Details) => ({
  fullName: details.fullName,
  emailKey: emailKey(details.email),
  phoneKey: phoneKey(details.phone),
})

/**
 * The person a submission is (matchPerson), found or made, inside the caller's transaction (`db`):
 * a walk-in, a plan-a-visit, an application, a prayer request. A new address or phone of someone
 * found is added to them. Returns their id.
 */
export async function resolvePerson(
  db: Queryable,
  details: Details,
  seen: { at: Date; via: SeenVia },
): Promise<number> {
  const keys = keysOf(details)
  const match = matchPerson(keys, await readPersonCandidates(db, keys))
  const { rows } = await db.query<{ id: number }>({
    name: 'people-resolve',
    text: `WITH ${writePersonCtes({
      found: '$1',
      name: '$2',
      email: '$3',
      emailKey: '$4',
      phone: '$5',
      phoneKey: '$6',
      at: '$7',
      via: '$8',
      household: '$9',
    })} SELECT id FROM person_id`,
    values: [
      match.kind === 'existing' ? match.personId : null,
      normaliseName(details.fullName),
      details.email?.trim().toLowerCase() || null,
      keys.emailKey,
      details.phone?.trim() || null,
      keys.phoneKey,
      seen.at.toISOString(),
      seen.via,
      match.kind === 'new' ? match.householdId : null,
    ],
  })
  return rows[0]!.id
}

/**
 * A registration's booker and the people they bring, found or made (matchRegistrationPeople), inside
 * the caller's transaction: the statement the registration form's own statement embeds, sent alone.
 */
export async function resolveRegistrationPeople(
  db: Queryable,
  booker: Details,
  broughtNames: readonly string[],
  at: Date,
): Promise<{ booker: number; brought: number[] }> {
  const keys = keysOf(booker)
  const decided = matchRegistrationPeople(keys, await readPersonCandidates(db, keys), broughtNames)
  const { rows } = await db.query<{ booker: number; brought: number[] | null }>({
    ...REGISTRATION_PEOPLE_STATEMENT,
    values: registrationPeopleValues(booker, keys, decided, broughtNames, at),
  })
  return { booker: rows[0]!.booker, brought: rows[0]!.brought ?? [] }
}

/** The parameters of writeRegistrationPeopleCtes as $n placeholders from `first` on (a statement's own come before). */
export const registrationPeopleParams = ({ first }: { first: number }) => {
  const $ = (offset: number) => `$${first + offset}`
  return {
    found: $(0),
    name: $(1),
    email: $(2),
    emailKey: $(3),
    phone: $(4),
    phoneKey: $(5),
    at: $(6),
    via: `'event-registration'`,
    household: $(7),
    newHousehold: $(8),
    brought: $(9),
  }
}

/** The values for registrationPeopleParams, in its order. */
export const registrationPeopleValues = (
  booker: Details,
  keys: { emailKey: string | null; phoneKey: string | null },
  decided: ReturnType<typeof matchRegistrationPeople>,
  broughtNames: readonly string[],
  at: Date,
) => [
  decided.booker.kind === 'existing' ? decided.booker.personId : null,
  normaliseName(booker.fullName),
  booker.email?.trim().toLowerCase() || null,
  keys.emailKey,
  booker.phone?.trim() || null,
  keys.phoneKey,
  at.toISOString(),
  typeof decided.household === 'number' ? decided.household : null,
  decided.household === 'new',
  JSON.stringify(
    broughtNames.map((fullName, ord) => ({
      ord,
      full_name: normaliseName(fullName),
      person_id: decided.brought[ord] ?? null,
    })),
  ),
]

/** A registration's people statement on its own (registrationPeopleValues are its values). */
export const REGISTRATION_PEOPLE_STATEMENT = {
  name: 'people-resolve-registration',
  text: `WITH ${writeRegistrationPeopleCtes(registrationPeopleParams({ first: 1 }))}
      SELECT (SELECT id FROM person_id) AS booker, (SELECT json_agg(id ORDER BY ord) FROM brought_people) AS brought`,
}
