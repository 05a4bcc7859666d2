/*
 * The tabs of `/admin/settings/:tab`. Free of zod on purpose: the web's route table imports it, and
 * the route table ships with every public page (ADR 0050).
 */

export const SETTINGS_TABS = ['categories', 'materials', 'colors', 'banners', 'home'] as const
export type SettingsTab = (typeof SETTINGS_TABS)[number]

/** `:tab` of `/admin/settings/:tab`; anything unknown shows the categories tab. */
export function settingsTab(value: string | undefined): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? '')
    ? (value as SettingsTab)
    : 'categories'
}
