import { useEffect } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { useLocale } from '../../lib/i18n.ts'
import { AppFooter } from './app-footer.tsx'
import { AppHeader } from './app-header.tsx'
import classes from './layout.module.css'

/** Spec §2: scroll returns to the top on every navigation. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

export function AppLayout() {
  const { t } = useLocale()
  const navigation = useNavigation()
  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skipLink}>
        {t('web.nav.skipToContent')}
      </a>
      {navigation.state !== 'idle' && <div className={classes.progress} aria-hidden="true" />}
      <ScrollToTop />
      <AppHeader />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  )
}
