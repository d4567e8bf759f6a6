import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { useHydrated } from '@/ui/use-hydrated'

function Probe() {
  return createElement('button', { type: 'button', disabled: !useHydrated() }, 'Done')
}

describe('useHydrated', () => {
  it("is false in the server's HTML, so a button whose work is script is disabled until the page has taken over", () => {
    expect(renderToString(createElement(Probe))).toBe('<button type="button" disabled="">Done</button>')
  })
})
