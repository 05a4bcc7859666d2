import type { ReactNode } from 'react'
import { Card, Stack, Title } from '@mantine/core'

/** One titled section of the product form, named by its heading. */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}
