import type { ReactNode } from 'react'
import { Text } from '@mantine/core'

/** One term and its value in an auction's details (`<dl>` rows of the admin auction page). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  )
}
