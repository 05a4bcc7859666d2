import { Tabs } from '@mantine/core'
import { JOB_TABS, type JobTab } from '@galera/shared/jobs/job-status.ts'
import type { JobPage } from '@galera/shared/jobs/job.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'

/** The status tabs with their counts (`…/status/{tab}`). */
export function JobTabs({
  tab,
  counts,
  onChange,
}: {
  tab: JobTab
  counts: JobPage['counts'] | undefined
  onChange: (tab: JobTab) => void
}) {
  const { t } = useLocale()
  return (
    <Tabs value={tab} onChange={(v) => v && onChange(v as JobTab)} keepMounted={false}>
      <Tabs.List aria-label={t('jobs.promoter.tabsLabel')} style={{ flexWrap: 'wrap' }}>
        {JOB_TABS.map((key) => (
          <Tabs.Tab key={key} value={key} data-testid={`tab-${key}`}>
            {counts
              ? t('jobs.promoter.tabCount', { label: t(`jobs.tabs.${key}`), count: counts[key] })
              : t(`jobs.tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
