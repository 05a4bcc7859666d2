import { NavLink } from 'react-router'
import { useLocale } from '../../lib/i18n.ts'
import { routes } from '../../lib/routes.ts'
import classes from './layout.module.css'

export function MainLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useLocale()
  return (
    <>
      <NavLink to={routes.home} end className={classes.navLink} onClick={onNavigate}>
        {t('web.nav.home')}
      </NavLink>
      <NavLink to={routes.about} className={classes.navLink} onClick={onNavigate}>
        {t('web.nav.about')}
      </NavLink>
      <NavLink to={routes.suppliers} className={classes.navLink} onClick={onNavigate}>
        {t('web.nav.suppliers')}
      </NavLink>
    </>
  )
}
