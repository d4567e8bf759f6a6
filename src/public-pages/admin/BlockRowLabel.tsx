'use client'

import { useRowLabel } from '@payloadcms/ui'

type BlockRow = { heading?: string | null; title?: string | null; text?: string | null }

const LONGEST = 80

/** What the block says first: its heading, else its title, else the start of its text (a quote). */
function headingOf(row: BlockRow | undefined): string {
  const words =
    [row?.heading, row?.title, row?.text]
      .map((value) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : ''))
      .find(Boolean) ?? ''
  return words.length > LONGEST ? `${words.slice(0, LONGEST - 1)}…` : words
}

/** "Hero – Giving Your Life a Meaning" in the page editor's list of blocks, so a long page reads at a glance. */
export function BlockRowLabel({ blockName }: { blockName: string }) {
  const { data } = useRowLabel<BlockRow>()
  const heading = headingOf(data)
  return <span className="block-row-label">{heading ? `${blockName} – ${heading}` : blockName}</span>
}
