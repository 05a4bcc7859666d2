import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { LIMITS } from '@galera/shared/constants.ts'
import {
  notificationParams,
  type NotificationDto,
} from '@galera/shared/notifications/notification.schemas.ts'
import { ErrorState, LoadingState } from '../../components/states.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { applyRead, fetchNotifications, markAllRead, markRead, NOTIFICATIONS_KEY } from './api.ts'
import { useNotificationStream } from './use-notification-stream.ts'
import { relativeTime } from './relative-time.ts'
import classes from './notifications.module.css'

/** The header bell (spec §9): unread badge, a 300 px scrolling panel, live through SSE. */
export function NotificationBell({ userId }: { userId: string }) {
  const { t, locale } = useLocale()
  const client = useQueryClient()
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  useNotificationStream(userId)

  const query = useInfiniteQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.last_page ? page + 1 : undefined),
    staleTime: 60_000,
  })
  const unread = query.data?.pages[0]?.unread ?? 0
  const items = query.data?.pages.flatMap((p) => p.data) ?? []

  const readOne = useMutation({
    mutationFn: (n: NotificationDto) => markRead(n.id),
    onSuccess: (res, n) => applyRead(client, n.id, res.unread),
  })
  const readAll = useMutation({
    mutationFn: markAllRead,
    onSuccess: (res) => applyRead(client, 'all', res.unread),
  })

  const open = (n: NotificationDto) => {
    setOpened(false)
    if (!n.read) readOne.mutate(n)
    void navigate(n.link)
  }

  const label = unread > 0 ? t('media.bell.labelUnread', { count: unread }) : t('media.bell.label')

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      offset={4}
      color="red"
      disabled={unread === 0}
      data-testid="notifications-badge"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
        returnFocus
      >
        <Popover.Target popupType="dialog">
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={() => setOpened((v) => !v)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('media.bell.label')} role="dialog">
          <Group justify="space-between" px="sm" py={8} className={classes.head} wrap="nowrap">
            <Text fw={700} size="sm">
              {t('media.bell.label')}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {t('media.bell.markAll')}
            </Button>
          </Group>
          <ScrollArea.Autosize mah={LIMITS.notificationListMaxHeightPx} type="auto">
            {query.isPending ? (
              <LoadingState />
            ) : query.isError ? (
              <Box p="sm">
                <ErrorState onRetry={() => void query.refetch()} />
              </Box>
            ) : items.length === 0 ? (
              <Text ta="center" c="dimmed" size="sm" py="lg">
                {t('media.bell.empty')}
              </Text>
            ) : (
              <Stack component="ul" gap={0} className={classes.list}>
                {items.map((n) => (
                  <li key={n.id}>
                    <UnstyledButton
                      className={classes.item}
                      data-unread={!n.read || undefined}
                      onClick={() => open(n)}
                    >
                      <Group gap={8} wrap="nowrap" align="flex-start">
                        <span
                          className={classes.dot}
                          data-unread={!n.read || undefined}
                          aria-hidden
                        />
                        <Box>
                          <Text size="sm" fw={n.read ? 400 : 600}>
                            {/* Raw dates and numbers in the page's language (ADR 0024). */}
                            {t(
                              `media.notifications.${n.code}.title`,
                              notificationParams(n.code, n.params, locale),
                            )}
                            {!n.read && (
                              <span className={classes.srOnly}> ({t('media.bell.unreadDot')})</span>
                            )}
                          </Text>
                          <Text size="xs" c="dimmed" component="time" dateTime={n.createdAt}>
                            {relativeTime(n.createdAt, locale)}
                          </Text>
                        </Box>
                      </Group>
                    </UnstyledButton>
                  </li>
                ))}
                {query.hasNextPage && (
                  <li>
                    <Button
                      variant="subtle"
                      fullWidth
                      size="xs"
                      loading={query.isFetchingNextPage}
                      onClick={() => void query.fetchNextPage()}
                    >
                      {t('media.bell.loadMore')}
                    </Button>
                  </li>
                )}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
