import { useState } from 'react'
import {
  Alert,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { IconCalendarPlus, IconCopy, IconLock } from '@tabler/icons-react'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import { createCalendarFeed } from '../api.ts'
import { FormErrorAlert } from '../../../../components/states.tsx'

/**
 * "Criar link da agenda": a private iCalendar URL, shown once (only its hash is stored); creating
 * another revokes the previous one (ADR 0019).
 */
export function CalendarFeedCard() {
  const { t } = useLocale()
  const [url, setUrl] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const create = useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (dto) => {
      setError(null)
      setUrl(dto.url)
      notifySuccess(t('jobs.feed.created'))
    },
    onError: (e) => setError(e.message),
  })
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="calendar-feed">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed">
          {t('jobs.feed.title')}
        </Title>
        <Text size="sm">{t('jobs.feed.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('jobs.feed.revokeNote')}
        </Text>
        {url && (
          <Stack gap="xs">
            <TextInput
              label={t('jobs.feed.url')}
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              data-testid="calendar-feed-url"
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    color={copied ? 'teal.9' : undefined}
                    leftSection={<IconCopy size={16} aria-hidden />}
                    onClick={copy}
                  >
                    {copied ? t('jobs.feed.copied') : t('jobs.feed.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />}>
              {t('jobs.feed.warning')}
            </Alert>
          </Stack>
        )}
        <FormErrorAlert message={error} />
        <Group>
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            variant={url ? 'default' : 'filled'}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {url ? t('jobs.feed.recreate') : t('jobs.feed.create')}
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
