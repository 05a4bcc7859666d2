import { Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { IconRosetteDiscountCheck } from '@tabler/icons-react'
import type { AdminPromoterRow } from '@galera/shared/promoters/promoter.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { PromoterStatusBadge } from './promoter-status-badge.tsx'

/** Promoters found by the admin search; the name opens `/admin/promoter/{id}`. */
export function PromotersTable({ promoters }: { promoters: AdminPromoterRow[] }) {
  const { t, locale } = useLocale()
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.promoters.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.promoters.email')}</Table.Th>
            <Table.Th scope="col">{t('admin.promoters.place')}</Table.Th>
            <Table.Th scope="col">{t('admin.promoters.category')}</Table.Th>
            <Table.Th scope="col">{t('admin.promoters.status')}</Table.Th>
            <Table.Th scope="col">{t('admin.promoters.flags')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {promoters.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathTo('adminPromoter', { id: p.id })}
                  fw={600}
                  aria-label={t('admin.promoters.open', { name: p.name })}
                >
                  {p.name}
                </Anchor>
                {p.isCertified && (
                  <IconRosetteDiscountCheck
                    size={16}
                    color="var(--mantine-color-blue-7)"
                    aria-label={t('admin.promoters.certified')}
                    style={{ marginInlineStart: 4, verticalAlign: 'middle' }}
                  />
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email}</Table.Td>
              <Table.Td>{p.city ? `${p.city}/${p.uf}` : '—'}</Table.Td>
              <Table.Td>
                {p.category ? (locale === 'en' ? p.category.nameEn : p.category.namePt) : '—'}
              </Table.Td>
              <Table.Td>
                <PromoterStatusBadge status={p.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.isSpotlight && (
                    <Badge color="orange.9" variant="outline" radius="sm">
                      {t('admin.promoters.spotlight')}
                    </Badge>
                  )}
                  {p.isLaunched && (
                    <Badge color="grape.9" variant="outline" radius="sm">
                      {t('admin.promoters.launched')}
                    </Badge>
                  )}
                  {!p.isSpotlight && !p.isLaunched && (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
