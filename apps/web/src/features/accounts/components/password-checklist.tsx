import { List, ThemeIcon, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconPoint } from '@tabler/icons-react'
import { PASSWORD_MIN, PASSWORD_SPECIALS } from '@galera/shared/validation/password.ts'
import { useLocale } from '../../../lib/i18n.ts'

/** Spec §5 password rule, checked live while the person types. */
export const PASSWORD_RULES = [
  { id: 'min', test: (v: string) => v.length >= PASSWORD_MIN },
  { id: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { id: 'number', test: (v: string) => /[0-9]/.test(v) },
  { id: 'special', test: (v: string) => [...PASSWORD_SPECIALS].some((c) => v.includes(c)) },
] as const

export function PasswordChecklist({ value, id }: { value: string; id?: string }) {
  const { t } = useLocale()
  return (
    <List id={id} size="sm" spacing={4} center aria-label={t('web.forgot.rules.title')}>
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(value)
        return (
          <List.Item
            key={rule.id}
            c={ok ? 'teal.9' : 'gray.7'}
            icon={
              <ThemeIcon
                size={18}
                radius="xl"
                color={ok ? 'teal.8' : 'gray.6'}
                variant={ok ? 'filled' : 'light'}
                aria-hidden
              >
                {ok ? <IconCheck size={12} /> : <IconPoint size={12} />}
              </ThemeIcon>
            }
          >
            {t(`web.forgot.rules.${rule.id}`, { min: PASSWORD_MIN, specials: PASSWORD_SPECIALS })}
            <VisuallyHidden>
              {' '}
              — {t(ok ? 'web.forgot.rules.met' : 'web.forgot.rules.pending')}
            </VisuallyHidden>
          </List.Item>
        )
      })}
    </List>
  )
}
