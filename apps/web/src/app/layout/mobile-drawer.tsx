import { Button, Divider, Drawer, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { IconLayoutDashboard, IconLogout, IconUserCircle } from '@tabler/icons-react'
import { PROFILE_CODE } from '@galera/shared/auth/profiles.ts'
import { LanguageSwitch } from '../../components/language-switch.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { routes } from '../../lib/routes.ts'
import { isAdmin, useLogout } from './account-menus.tsx'
import { MainLinks } from './main-links.tsx'

function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLocale()
  const { user } = useSession()
  const logout = useLogout()
  if (!user) {
    return (
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {t('web.nav.login')}
        </Text>
        <Button component={Link} to={routes.loginClient} variant="light" onClick={onNavigate}>
          {t('web.nav.loginClient')}
        </Button>
        <Button component={Link} to={routes.loginSuppliers} variant="light" onClick={onNavigate}>
          {t('web.nav.loginSuppliers')}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {user.name}
      </Text>
      {isAdmin(user) && (
        <Button
          component={Link}
          to={routes.homeAdmin}
          variant="light"
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          onClick={onNavigate}
        >
          {t('web.nav.adminPanel')}
        </Button>
      )}
      {user.profile === PROFILE_CODE.promoter && (
        <Button
          component={Link}
          to={routes.promoterPanel}
          variant="light"
          leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          onClick={onNavigate}
        >
          {t('web.nav.promoterPanel')}
        </Button>
      )}
      <Button
        component={Link}
        to={routes.profile}
        variant="light"
        leftSection={<IconUserCircle size={16} aria-hidden />}
        onClick={onNavigate}
      >
        {t('web.nav.profile')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => {
          onNavigate()
          void logout()
        }}
      >
        {t('web.nav.logout')}
      </Button>
    </Stack>
  )
}

/** The mobile menu (below md): a separate chunk, loaded on the first tap of the burger. */
export function MobileDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLocale()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('web.nav.menu')}
      position="right"
      size="xs"
      hiddenFrom="md"
      closeButtonProps={{ 'aria-label': t('web.nav.closeMenu') }}
    >
      <Stack gap="lg">
        <Stack component="nav" aria-label={t('web.nav.main')} gap={4}>
          <MainLinks onNavigate={onClose} />
        </Stack>
        <Divider />
        <LanguageSwitch fullWidth />
        <Divider />
        <AccountLinks onNavigate={onClose} />
      </Stack>
    </Drawer>
  )
}
