import type { Block } from 'payload'

/**
 * A page block's name in the editor ("Call to action", not the slug split at capitals), and its rows
 * labelled with that name and the block's heading.
 */
export const blockNaming = (singular: string, plural: string): Pick<Block, 'labels' | 'admin'> => ({
  labels: { singular, plural },
  admin: {
    components: {
      Label: { path: '/src/public-pages/admin/BlockRowLabel.tsx#BlockRowLabel', clientProps: { blockName: singular } },
    },
  },
})
