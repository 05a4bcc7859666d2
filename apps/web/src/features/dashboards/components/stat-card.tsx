import type { ReactNode } from 'react'
import { Card, Text } from '@mantine/core'

/** One figure of a Start tab: a label, a big value and an optional line under it. */
export function StatCard({
  label,
  value,
  hint,
  component = 'li',
  muted = false,
}: {
  label: string
  value: ReactNode
  hint?: ReactNode
  component?: 'li' | 'div'
  /** No figure yet: the value is a short sentence, shown smaller. */
  muted?: boolean
}) {
  return (
    <Card component={component} withBorder radius="md" padding="md">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text
        fz={muted ? 'md' : 28}
        fw={muted ? 600 : 800}
        c={muted ? 'dimmed' : 'festa.8'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  )
}
