import { useQueryClient } from '@tanstack/react-query'
import { ScheduleForm } from '../../../../components/promoter-media/schedule-form.tsx'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { PANEL_KEY, SCHEDULE_KEY, saveSchedule, useSchedule } from '../api.ts'

/** Schedule tab: loads the promoter's saved schedule, then edits it in one form. */
export function ScheduleEditor() {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const schedule = useSchedule()
  if (schedule.isPending) return <LoadingState />
  if (schedule.isError)
    return <ErrorState message={schedule.error.message} onRetry={() => void schedule.refetch()} />
  return (
    <ScheduleForm
      saved={schedule.data}
      save={saveSchedule}
      onSaved={(next) => {
        queryClient.setQueryData(SCHEDULE_KEY, next)
        void queryClient.invalidateQueries({ queryKey: PANEL_KEY })
      }}
      hint={t('promoterPanel.schedule.hint')}
    />
  )
}
