import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { tokeniseContactDetails, type ContactDetails } from '@/site/rules/contact-tokens'

/** Every page text that may show a contact detail, in the pages and in their versions. */
const TEXT_COLUMNS: Record<string, string[]> = {
  blocks_hero: ['subheading'],
  blocks_hero_buttons: ['url'],
  blocks_rich_text: ['content'],
  blocks_info_cards: ['intro'],
  blocks_info_cards_cards: ['title', 'time', 'body', 'link_url'],
  blocks_steps: ['intro', 'link_url'],
  blocks_steps_items: ['body'],
  blocks_call_to_action: ['body'],
  blocks_call_to_action_buttons: ['url'],
  blocks_quote: ['text'],
  blocks_form: ['intro'],
}

const tokeniseDeep = (value: unknown, details: ContactDetails): unknown => {
  if (typeof value === 'string') return tokeniseContactDetails(value, details)
  if (Array.isArray(value)) return value.map((item) => tokeniseDeep(item, details))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, tokeniseDeep(item, details)]))
  return value
}

/**
 * Contact details typed into pages become tokens filled in from the site settings, so a live site's
 * existing pages follow the next change in Settings. Only values that change are written; every row
 * stays. Run against the settings as they are now; with no settings yet (a new database) there is
 * nothing to replace.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const [settings] = (await db.execute(sql`SELECT enquiries_email, chat_url FROM site_settings LIMIT 1`)).rows
  if (!settings) return
  const phones = await db.execute(sql`SELECT number FROM site_settings_phones ORDER BY _order`)
  const details: ContactDetails = {
    phones: phones.rows.map((row) => String(row.number)),
    email: String(settings.enquiries_email ?? ''),
    chatUrl: String(settings.chat_url ?? ''),
  }
  for (const [suffix, columns] of Object.entries(TEXT_COLUMNS)) {
    for (const table of [`pages_${suffix}`, `_pages_v_${suffix}`]) {
      for (const column of columns) {
        const { rows } = await db.execute(sql`SELECT id, ${sql.identifier(column)} AS value FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`)
        for (const row of rows) {
          const isJson = typeof row.value === 'object'
          const next = isJson ? tokeniseDeep(row.value, details) : tokeniseContactDetails(String(row.value), details)
          const [before, after] = isJson ? [JSON.stringify(row.value), JSON.stringify(next)] : [row.value, next]
          if (before === after) continue
          await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${isJson ? sql`${after}::jsonb` : sql`${after}`} WHERE id = ${row.id}`)
        }
      }
    }
  }
}

/** Tokens stay: pages read with them show the same text as before, so there is nothing to undo. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
