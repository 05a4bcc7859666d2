import type { ReactNode } from 'react'
import { Container, Paper, Stack, Text, Title } from '@mantine/core'

/** The frame of every login and password screen. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <Container size={460} py={{ base: 'xl', sm: 56 }} px="md">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack mt="md" gap={4} align="center" ta="center">
          {footer}
        </Stack>
      )}
    </Container>
  )
}
