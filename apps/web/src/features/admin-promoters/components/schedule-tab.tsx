import { Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { DAY_TIMES, WEEKDAYS, hasSlot } from '@galera/shared/promoters/availability.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import type { AdminPromoterDetail } from '@galera/shared/promoters/promoter.schemas.ts'
import { useLocale } from '../../../lib/i18n.ts'

/** "Agenda" (read-only): the weekly pattern, the blocked days ahead and the rating counts. */
export function ScheduleTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t, locale } = useLocale()
  const { weeklyMask, blockedDates } = promoter.schedule
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="adm-week">
        <Stack gap="md">
          <Title order={2} size="h4" id="adm-week">
            {t('admin.promoters.schedule.title')}
          </Title>
          <Table.ScrollContainer minWidth={300}>
            <Table withTableBorder withColumnBorders ta="center">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('admin.promoters.schedule.weekday')}</Table.Th>
                  {DAY_TIMES.map((d) => (
                    <Table.Th key={d} scope="col" ta="center">
                      {t(`options.dayTimes.${d}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {WEEKDAYS.map((w) => (
                  <Table.Tr key={w}>
                    <Table.Th scope="row">{t(`admin.promoters.weekdays.d${w}`)}</Table.Th>
                    {DAY_TIMES.map((d) => {
                      const on = hasSlot(weeklyMask, w, d)
                      const label = on
                        ? t('admin.promoters.schedule.available')
                        : t('admin.promoters.schedule.unavailable')
                      return (
                        <Table.Td key={d} ta="center">
                          {on ? (
                            <IconCheck
                              size={18}
                              color="var(--mantine-color-green-8)"
                              aria-label={label}
                              role="img"
                            />
                          ) : (
                            <IconX
                              size={18}
                              color="var(--mantine-color-gray-6)"
                              aria-label={label}
                              role="img"
                            />
                          )}
                        </Table.Td>
                      )
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="adm-blocked">
          <Stack gap="sm">
            <Title order={2} size="h4" id="adm-blocked">
              {t('admin.promoters.schedule.blocked')}
            </Title>
            {blockedDates.length === 0 ? (
              <Text c="dimmed">{t('admin.promoters.schedule.noBlocked')}</Text>
            ) : (
              <List spacing={4}>
                {blockedDates.map((day) => (
                  <List.Item key={day}>
                    <time dateTime={day}>{formatDate(`${day}T12:00:00Z`, locale)}</time>
                  </List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="adm-ratings">
          <Stack gap="sm">
            <Title order={2} size="h4" id="adm-ratings">
              {t('admin.promoters.schedule.ratings')}
            </Title>
            <List spacing={4}>
              <List.Item>
                {t('admin.promoters.schedule.positive')}: {promoter.ratings.positive}
              </List.Item>
              <List.Item>
                {t('admin.promoters.schedule.neutral')}: {promoter.ratings.neutral}
              </List.Item>
              <List.Item>
                {t('admin.promoters.schedule.negative')}: {promoter.ratings.negative}
              </List.Item>
            </List>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
