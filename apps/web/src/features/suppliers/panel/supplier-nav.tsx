import { Group } from '@mantine/core'
import { NavLink, useLocation } from 'react-router'
import {
  IconBuildingStore,
  IconFileInvoice,
  IconHome,
  IconPackage,
  IconReceipt,
  IconSpeakerphone,
} from '@tabler/icons-react'
import { pathTo, routes } from '../../../lib/routes.ts'
import { useLocale } from '../../../lib/i18n.ts'
import classes from './supplier-nav.module.css'

const REQUESTS_PREFIX = routes.supplierRequests.replace(':tab', '')
const AUCTIONS_PREFIX = routes.supplierAuction.replace(':id', '')
const PROMOTIONS_PREFIX = routes.supplierPromotions.replace(':tab', '')
const PROMOTION_PREFIX = routes.supplierPromotion.replace(':id', '')

/**
 * The supplier panel's tabs (spec §2 supplier screens: Start, Requests, Promotions, Settings).
 * Requests, Settings (products, company page), Start and Promotions.
 */
export function SupplierNav() {
  const { t } = useLocale()
  const { pathname } = useLocation()
  const inRequests = pathname.startsWith(REQUESTS_PREFIX) || pathname.startsWith(AUCTIONS_PREFIX)
  const inPromotions =
    pathname.startsWith(PROMOTIONS_PREFIX) || pathname.startsWith(PROMOTION_PREFIX)
  return (
    <Group component="nav" aria-label={t('web.nav.supplierPanel')} gap={4} className={classes.tabs}>
      <NavLink to={routes.supplierStart} className={classes.tab}>
        <IconHome size={16} aria-hidden />
        {t('web.nav.supplierStart')}
      </NavLink>
      <NavLink
        to={pathTo('supplierRequests', { tab: 'new' })}
        className={classes.tab}
        aria-current={inRequests ? 'page' : undefined}
      >
        <IconFileInvoice size={16} aria-hidden />
        {t('web.nav.supplierRequests')}
      </NavLink>
      <NavLink
        to={pathTo('supplierPromotions', { tab: 'open' })}
        className={classes.tab}
        aria-current={inPromotions ? 'page' : undefined}
      >
        <IconSpeakerphone size={16} aria-hidden />
        {t('web.nav.supplierPromotions')}
      </NavLink>
      <NavLink to={routes.supplierAdInvoices} className={classes.tab}>
        <IconReceipt size={16} aria-hidden />
        {t('web.nav.supplierAdInvoices')}
      </NavLink>
      <NavLink to={routes.supplierProducts} className={classes.tab}>
        <IconPackage size={16} aria-hidden />
        {t('web.nav.supplierProducts')}
      </NavLink>
      <NavLink to={routes.supplierCompanyPage} className={classes.tab}>
        <IconBuildingStore size={16} aria-hidden />
        {t('web.nav.supplierCompanyPage')}
      </NavLink>
    </Group>
  )
}
