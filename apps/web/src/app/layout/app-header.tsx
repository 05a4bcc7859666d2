import { lazy, Suspense, useState } from 'react'
import { Box, Burger, Container, Group, Skeleton } from '@mantine/core'
import { Brand } from '../../components/brand.tsx'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { routes } from '../../lib/routes.ts'
import { LoginMenu, UserMenu } from './account-menus.tsx'
import { MainLinks } from './main-links.tsx'
import { NotificationBellSlot } from '../../features/notifications/bell-slot.tsx'
import { MessagesSlot } from '../../features/conversations/messages-slot.tsx'
import classes from './layout.module.css'

const MobileDrawer = lazy(() =>
  import('./mobile-drawer.tsx').then((m) => ({ default: m.MobileDrawer })),
)

export function AppHeader() {
  const { t } = useLocale()
  const { user, loading } = useSession()
  const [opened, setOpened] = useState(false)
  const [everOpened, setEverOpened] = useState(false)
  const close = () => setOpened(false)

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={64}>
        <Group justify="space-between" h="100%" wrap="nowrap" gap={8}>
          <Group gap="xl" wrap="nowrap">
            <Brand to={routes.home} />
            <Group component="nav" aria-label={t('web.nav.main')} gap={4} visibleFrom="md">
              <MainLinks />
            </Group>
          </Group>
          <Group gap={10} wrap="nowrap">
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            <Box visibleFrom="sm">
              <MessagesSlot />
            </Box>
            <NotificationBellSlot />
            {loading ? (
              <Skeleton h={36} w={96} radius="xl" aria-hidden />
            ) : user ? (
              <UserMenu user={user} />
            ) : (
              <LoginMenu />
            )}
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={() => {
                setEverOpened(true)
                setOpened((v) => !v)
              }}
              aria-label={t(opened ? 'web.nav.closeMenu' : 'web.nav.openMenu')}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileDrawer opened={opened} onClose={close} />
        </Suspense>
      )}
    </Box>
  )
}
