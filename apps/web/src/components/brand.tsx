import { Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useLocale } from '../lib/i18n.ts'

export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b0127e" />
          <stop offset="1" stopColor="#6a1fb8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="14" fill="url(#brand-g)" />
      <path
        d="M44.5 22.5a14 14 0 1 0 2.5 11H33"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="49" cy="13" r="3.5" fill="#ffd43b" />
      <circle cx="13" cy="50" r="2.5" fill="#ffd43b" />
    </svg>
  )
}

/** The brand, linking home. */
export function Brand({ to }: { to: string }) {
  const { t } = useLocale()
  return (
    <Link
      to={to}
      style={{ textDecoration: 'none', color: 'inherit' }}
      aria-label={t('web.nav.homeBrand')}
    >
      <Group gap={8} wrap="nowrap">
        <BrandMark />
        <Text
          component="span"
          fw={800}
          fz={{ base: 'md', sm: 'lg' }}
          c="festa.8"
          style={{ whiteSpace: 'nowrap' }}
        >
          {t('app.name')}
        </Text>
      </Group>
    </Link>
  )
}
