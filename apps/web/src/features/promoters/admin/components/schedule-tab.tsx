import { Card, List, Stack, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import type { AdminPromoterDetail } from '@galera/shared/promoters/promoter.schemas.ts'
import { ScheduleForm } from '../../../../components/promoter-media/schedule-form.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { adminPromoterKey, savePromoterSchedule } from '../api.ts'

/**
 * "Agenda": the promoter's own schedule editor (weekly pattern and blocked days) on the promoter
 * the admin opened (ADR 0035, audited by the API), and the rating counts.
 */
export function ScheduleTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  return (
    <Stack gap="lg">
      <ScheduleForm
        saved={promoter.schedule}
        save={async (input) => {
          const detail = await savePromoterSchedule(promoter.id, input)
          queryClient.setQueryData(adminPromoterKey(promoter.id), detail)
          return detail.schedule
        }}
        onSaved={() => {}}
        hint={t('admin.promoters.schedule.hint')}
      />
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
    </Stack>
  )
}
