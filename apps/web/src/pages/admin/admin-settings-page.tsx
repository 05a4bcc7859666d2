import { Tabs, Text } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import { IconCategory, IconHome, IconPalette, IconPhoto, IconStack2 } from '@tabler/icons-react'
import { SETTINGS_TABS, settingsTab } from '@galera/shared/catalogue/settings.schemas.ts'
import { pathTo } from '../../lib/routes.ts'
import { BannersPanel } from '../../features/promotions/admin/components/banners-panel.tsx'
import { CategoriesPanel } from '../../features/catalogue/settings/components/categories-panel.tsx'
import { ColorsPanel } from '../../features/catalogue/settings/components/colors-panel.tsx'
import { HomePanel } from '../../features/catalogue/settings/components/home-panel.tsx'
import { MaterialsPanel } from '../../features/catalogue/settings/components/materials-panel.tsx'
import { useLocale } from '../../lib/i18n.ts'
import { AdminShell } from './admin-shell.tsx'

const ICONS = {
  categories: IconCategory,
  materials: IconStack2,
  colors: IconPalette,
  banners: IconPhoto,
  home: IconHome,
}

/** `/admin/settings/:tab` (both admin kinds): spec §2 Settings → categories, materials, colours, banners and home. */
export function AdminSettingsPage() {
  const { t } = useLocale()
  const navigate = useNavigate()
  const tab = settingsTab(useParams().tab)
  return (
    <AdminShell title={t('catalogue.settings.title')}>
      <Text>{t('catalogue.settings.intro')}</Text>
      <Tabs
        value={tab}
        onChange={(v) => v && void navigate(pathTo('adminSettings', { tab: v }))}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('catalogue.settings.tabsLabel')}>
          {SETTINGS_TABS.map((value) => {
            const Icon = ICONS[value]
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {t(`catalogue.settings.tabs.${value}`)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        <Tabs.Panel value="categories" pt="md">
          <CategoriesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="materials" pt="md">
          <MaterialsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="colors" pt="md">
          <ColorsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="banners" pt="md">
          <BannersPanel />
        </Tabs.Panel>
        <Tabs.Panel value="home" pt="md">
          <HomePanel />
        </Tabs.Panel>
      </Tabs>
    </AdminShell>
  )
}
