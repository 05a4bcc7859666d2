import { Card, SimpleGrid, Text } from '@mantine/core'
import { ROLES } from '@galera/shared'
import { useLocale } from '../../../lib/i18n.ts'
import type { AdminOverview } from '../api.ts'

/** One card per role with its number of accounts. */
export function RoleCountCards({ usersByRole }: { usersByRole: AdminOverview['usersByRole'] }) {
  const { t, locale } = useLocale()
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="md"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ROLES.map((role) => (
        <Card component="li" key={role} withBorder radius="md" padding="md">
          <Text size="sm" c="dimmed" fw={600}>
            {t(`web.roles.${role}`)}
          </Text>
          <Text fz={28} fw={800} c="festa.8">
            {(usersByRole[role] ?? 0).toLocaleString(locale)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
