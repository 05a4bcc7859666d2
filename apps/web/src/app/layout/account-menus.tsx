import { Divider } from '@mantine/core'
import { Link, useNavigate } from 'react-router'
import {
  IconBriefcase,
  IconBuildingStore,
  IconFileInvoice,
  IconLayoutDashboard,
  IconLogout,
  IconMessageCircle,
  IconPackage,
  IconSpeakerphone,
  IconUserCircle,
} from '@tabler/icons-react'
import type { SessionUser } from '@galera/shared/auth/auth.schemas.ts'
import { ADMIN_ROLES, HIRER_ROLES, roleFromProfile } from '@galera/shared/auth/profiles.ts'
import { HeaderAvatar } from '../../components/image-library/header-avatar.tsx'
import { DisclosureMenu } from '../../components/disclosure-menu.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { notifyInfo } from '../../lib/notify.tsx'
import { pathTo, routes } from '../../lib/routes.ts'
import classes from './layout.module.css'

export function isAdmin(user: SessionUser): boolean {
  const role = roleFromProfile(user.profile)
  return !!role && ADMIN_ROLES.includes(role)
}

/** Logs out (`POST /auth/logout`) and goes home. */
export function useLogout() {
  const { logout } = useSession()
  const navigate = useNavigate()
  const { t } = useLocale()
  return async () => {
    try {
      await logout(() => navigate(routes.home, { flushSync: true }))
    } catch {
      return // the api client already showed why
    }
    notifyInfo(t('web.nav.loggedOut'))
  }
}

/** Anonymous visitor: "Entrar" / "Log in" with the two public logins (admin is reached at /admin). */
export function LoginMenu() {
  const { t } = useLocale()
  return (
    <DisclosureMenu label={t('web.nav.login')}>
      {(close) => (
        <div>
          <Link to={routes.loginClient} className={classes.menuLink} onClick={close}>
            {t('web.nav.loginClient')}
          </Link>
          <Link to={routes.loginSuppliers} className={classes.menuLink} onClick={close}>
            {t('web.nav.loginSuppliers')}
          </Link>
        </div>
      )}
    </DisclosureMenu>
  )
}

/** Signed-in user: the button is named with the user's name. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useLocale()
  const logout = useLogout()
  const role = roleFromProfile(user.profile)
  return (
    <DisclosureMenu
      variant="light"
      width={240}
      label={<span className={classes.userName}>{user.name}</span>}
      leftSection={<HeaderAvatar name={user.name} />}
    >
      {(close) => (
        <>
          {role && <div className={classes.menuLabel}>{t(`web.roles.${role}`)}</div>}
          {isAdmin(user) && (
            <Link to={routes.homeAdmin} className={classes.menuLink} onClick={close}>
              <IconLayoutDashboard size={16} aria-hidden />
              {t('web.nav.adminPanel')}
            </Link>
          )}
          {role === 'promoter' && (
            <Link to={routes.promoterPanel} className={classes.menuLink} onClick={close}>
              <IconLayoutDashboard size={16} aria-hidden />
              {t('web.nav.promoterPanel')}
            </Link>
          )}
          {role && HIRER_ROLES.includes(role) && (
            <Link
              to={pathTo('hirerJobs', { tab: 'all' })}
              className={classes.menuLink}
              onClick={close}
            >
              <IconBriefcase size={16} aria-hidden />
              {t('web.nav.hirerJobs')}
            </Link>
          )}
          {role === 'promoter' && (
            <Link
              to={pathTo('promoterJobs', { tab: 'requested' })}
              className={classes.menuLink}
              onClick={close}
            >
              <IconBriefcase size={16} aria-hidden />
              {t('web.nav.promoterJobs')}
            </Link>
          )}
          {role && HIRER_ROLES.includes(role) && (
            <Link
              to={pathTo('hirerBudgets', { tab: 'all' })}
              className={classes.menuLink}
              onClick={close}
            >
              <IconFileInvoice size={16} aria-hidden />
              {t('web.nav.hirerBudgets')}
            </Link>
          )}
          {role === 'supplier' && (
            <>
              <Link to={routes.supplierStart} className={classes.menuLink} onClick={close}>
                <IconLayoutDashboard size={16} aria-hidden />
                {t('web.nav.supplierStart')}
              </Link>
              <Link
                to={pathTo('supplierPromotions', { tab: 'open' })}
                className={classes.menuLink}
                onClick={close}
              >
                <IconSpeakerphone size={16} aria-hidden />
                {t('web.nav.supplierPromotions')}
              </Link>
              <Link
                to={pathTo('supplierRequests', { tab: 'new' })}
                className={classes.menuLink}
                onClick={close}
              >
                <IconFileInvoice size={16} aria-hidden />
                {t('web.nav.supplierRequests')}
              </Link>
              <Link to={routes.supplierProducts} className={classes.menuLink} onClick={close}>
                <IconPackage size={16} aria-hidden />
                {t('web.nav.supplierProducts')}
              </Link>
              <Link to={routes.supplierCompanyPage} className={classes.menuLink} onClick={close}>
                <IconBuildingStore size={16} aria-hidden />
                {t('web.nav.supplierCompanyPage')}
              </Link>
            </>
          )}
          {role && !isAdmin(user) && (
            <Link to={routes.conversations} className={classes.menuLink} onClick={close}>
              <IconMessageCircle size={16} aria-hidden />
              {t('web.nav.conversations')}
            </Link>
          )}
          <Link to={routes.profile} className={classes.menuLink} onClick={close}>
            <IconUserCircle size={16} aria-hidden />
            {t('web.nav.profile')}
          </Link>
          <Divider my={4} />
          <button
            type="button"
            className={classes.menuLink}
            onClick={() => {
              close()
              void logout()
            }}
          >
            <IconLogout size={16} aria-hidden />
            {t('web.nav.logout')}
          </button>
        </>
      )}
    </DisclosureMenu>
  )
}
