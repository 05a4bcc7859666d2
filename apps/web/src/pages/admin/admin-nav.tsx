import { Group } from '@mantine/core'
import { NavLink } from 'react-router'
import { IconHome } from '@tabler/icons-react'
import { routes } from '../../app/routes.ts'
import { useLocale } from '../../lib/i18n.ts'
import classes from './admin.module.css'

/**
 * Spec §2 admin tabs: Start, Promoters, Suppliers, Products, Auctions, Settings. Only Start
 * exists yet; each later issue adds its tab here together with its screen.
 */
export function AdminNav() {
  const { t } = useLocale()
  return (
    <Group component="nav" aria-label={t('web.admin.nav.label')} gap={4} className={classes.tabs}>
      <NavLink to={routes.homeAdmin} end className={classes.tab}>
        <IconHome size={16} aria-hidden />
        {t('web.admin.nav.start')}
      </NavLink>
    </Group>
  )
}
