import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { PlainText, toBlocks } from './plain-text.tsx'

describe('plain text', () => {
  it('splits paragraphs and bullet lists', () => {
    expect(toBlocks('Primeiro.\n\nNestes Termos:\n• um;\n• dois.\n\nFim.')).toEqual([
      { kind: 'p', lines: ['Primeiro.'] },
      { kind: 'p', lines: ['Nestes Termos:'] },
      { kind: 'ul', items: ['um;', 'dois.'] },
      { kind: 'p', lines: ['Fim.'] },
    ])
  })

  it('never renders markup from the text', () => {
    render(
      <MantineProvider>
        <PlainText text={'<b>negrito</b>\n\n• <img src=x onerror=alert(1)>'} />
      </MantineProvider>,
    )
    expect(screen.getByText('<b>negrito</b>')).toBeTruthy()
    expect(document.querySelector('b, img')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })
})
