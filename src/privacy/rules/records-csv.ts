import type { FollowUpCard, FollowUpList, Household, Person } from '@/payload-types'
import { londonDateStamp } from '@/registrations/shared'

/**
 * The people, households and follow-ups a complete backup needs beside the registrations, one CSV
 * file each. The registrations backup's columns are fixed by the SPEC, so these are separate files;
 * each starts with the record's ID, links by ID and writes dates as ISO timestamps, like the backup.
 */
export const RECORD_TABLES = ['people', 'households', 'follow-up-lists', 'follow-up-cards'] as const
export type RecordTable = (typeof RECORD_TABLES)[number]

export const RECORD_TABLE_LABELS: Record<RecordTable, string> = {
  people: 'People',
  households: 'Households',
  'follow-up-lists': 'Follow-up lists',
  'follow-up-cards': 'Follow-up cards',
}

type RowOf = {
  people: Person
  households: Household
  'follow-up-lists': FollowUpList
  'follow-up-cards': FollowUpCard
}

/** A relationship as its ID, whether it came as an ID or a document. */
const idOf = (value: number | { id: number } | null | undefined) =>
  value == null ? '' : String(typeof value === 'object' ? value.id : value)
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))
/** Several values in one cell, as the registrations export writes its tags. */
const joined = (values: readonly string[] | null | undefined) => (values ?? []).join(', ')

type RecordCsv<T> = { header: string[]; row: (record: T) => string[] }

const RECORD_CSV: { [K in RecordTable]: RecordCsv<RowOf[K]> } = {
  people: {
    header: [
      'ID',
      'Full Name',
      'Emails',
      'Phones',
      'Household ID',
      'First Seen',
      'First Seen Via',
      'Notes',
      'Merged Into ID',
      'Anonymised At',
      'Created At',
    ],
    row: (person) => [
      String(person.id),
      person.fullName,
      joined(person.emails?.map(({ email }) => email)),
      joined(person.phones?.map(({ phone }) => phone)),
      idOf(person.household),
      text(person.firstSeenAt),
      text(person.firstSeenVia),
      text(person.notes),
      idOf(person.mergedInto),
      text(person.anonymisedAt),
      person.createdAt,
    ],
  },
  households: {
    header: ['ID', 'Name', 'Created At'],
    row: (household) => [String(household.id), household.name, household.createdAt],
  },
  'follow-up-lists': {
    header: ['ID', 'Name', 'Steps', 'Rules', 'Assignee ID', 'Due In Days', 'Created At'],
    row: (list) => [
      String(list.id),
      list.name,
      // Step titles in order; a step's number on a card is its place here, counting from 1.
      list.steps.map(({ title }) => title).join(' | '),
      joined(list.rules),
      idOf(list.assignee),
      String(list.dueInDays),
      list.createdAt,
    ],
  },
  'follow-up-cards': {
    header: [
      'ID',
      'List ID',
      'Person ID',
      'Step',
      'Assignee ID',
      'Due',
      'Status',
      'Snoozed Until',
      'Removal Reason',
      'Rule',
      'Completed',
      'History',
      'Created At',
    ],
    row: (card) => [
      String(card.id),
      idOf(card.list),
      idOf(card.person),
      String(card.step),
      idOf(card.assignee),
      text(card.dueAt),
      card.status,
      text(card.snoozedUntil),
      text(card.removalReason),
      text(card.rule),
      text(card.completedAt),
      // The card's story as it was worked, one JSON list so nothing of it is lost.
      JSON.stringify((card.history ?? []).map(({ id: _id, by, ...entry }) => ({ ...entry, by: idOf(by) || null }))),
      card.createdAt,
    ],
  },
}

export const recordCsvHeader = (table: RecordTable) => RECORD_CSV[table].header

export const recordCsvRow = <T extends RecordTable>(table: T, record: RowOf[T]) =>
  (RECORD_CSV[table] as RecordCsv<RowOf[T]>).row(record)

/** "people-2025-09-01.csv", dated like the backup beside it. */
export const recordExportFilename = (table: RecordTable, date: Date) => `${table}-${londonDateStamp(date)}.csv`
