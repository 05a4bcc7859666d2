import { List, Text } from '@mantine/core'

export type TextBlock = { kind: 'p'; lines: string[] } | { kind: 'ul'; items: string[] }

/** Splits plain text into paragraphs (blank line) and bullet lists (lines starting with "• "). */
export function toBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  for (const chunk of text.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    let lines: string[] = []
    let items: string[] = []
    const flushParagraph = () => {
      if (lines.length) blocks.push({ kind: 'p', lines })
      lines = []
    }
    const flushList = () => {
      if (items.length) blocks.push({ kind: 'ul', items })
      items = []
    }
    for (const raw of chunk.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      if (line.startsWith('•')) {
        flushParagraph()
        items.push(line.replace(/^•\s*/, ''))
      } else {
        flushList()
        lines.push(line)
      }
    }
    flushParagraph()
    flushList()
  }
  return blocks
}

/** Renders legal and long copy as text only — never as HTML. */
export function PlainText({ text, size = 'sm' }: { text: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <>
      {toBlocks(text).map((block, i) =>
        block.kind === 'ul' ? (
          <List key={i} size={size} spacing={4} mb="sm" withPadding>
            {block.items.map((item, j) => (
              <List.Item key={j}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={i} size={size} mb="sm" style={{ whiteSpace: 'pre-line' }}>
            {block.lines.join('\n')}
          </Text>
        ),
      )}
    </>
  )
}
