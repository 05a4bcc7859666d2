import type { ReactNode } from 'react'
import {
  Alert,
  Button,
  Center,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  type AlertProps,
} from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle, IconMoodEmpty } from '@tabler/icons-react'
import { useLocale } from '../lib/i18n.ts'

export function LoadingState({ label }: { label?: string }) {
  const { t } = useLocale()
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden />
        <Text size="sm" c="dimmed">
          {label ?? t('web.common.loading')}
        </Text>
      </Stack>
    </Center>
  )
}

/** Empty list; also the spec §8 "No result found" in place of a list on a 404. */
export function EmptyState({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useLocale()
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon variant="light" size="xl" radius="xl" aria-hidden>
        <IconMoodEmpty size={24} />
      </ThemeIcon>
      <Text fw={600}>{title ?? t('web.common.noResults')}</Text>
      {children}
    </Stack>
  )
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useLocale()
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('web.common.loadError')}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {message && <Text size="sm">{message}</Text>}
        {onRetry && (
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('web.common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  )
}

/**
 * What went wrong with the user's last action (a refused form, a failed button), announced to
 * screen readers; nothing when there is no message.
 */
export function FormErrorAlert({
  message,
  ...props
}: { message: ReactNode } & Omit<AlertProps, 'children' | 'color' | 'variant' | 'icon' | 'role'>) {
  if (!message) return null
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertCircle aria-hidden />}
      {...props}
    >
      {message}
    </Alert>
  )
}
