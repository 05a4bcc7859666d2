import { Anchor, Box, Card, Group, Stack, Table, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatDate } from '@galera/shared/format/date.ts'
import { formatCpfCnpj } from '@galera/shared/format/documents.ts'
import type { AdminSupplierRowDto } from '@galera/shared/dashboards/dashboard.schemas.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { SupplierStatusBadge } from './supplier-status-badge.tsx'

const place = (s: AdminSupplierRowDto) => (s.city ? `${s.city}/${s.uf ?? ''}` : '—')
const cnpj = (s: AdminSupplierRowDto) => (s.cnpj ? formatCpfCnpj(s.cnpj) : '—')

function OpenLink({ supplier }: { supplier: AdminSupplierRowDto }) {
  const { t } = useLocale()
  return (
    <Anchor
      component={Link}
      to={pathTo('adminSupplier', { id: supplier.id, tab: 'registration' })}
      fw={600}
      aria-label={t('dashboards.suppliers.open', { name: supplier.establishmentTitle })}
      style={{ overflowWrap: 'anywhere' }}
    >
      {supplier.establishmentTitle}
    </Anchor>
  )
}

/**
 * Suppliers found by the admin search: a table from 768 px, one card per supplier below it (no
 * sideways scrolling on a phone). The name opens `/admin/supplier/{id}/registration`.
 */
export function SuppliersTable({ suppliers }: { suppliers: AdminSupplierRowDto[] }) {
  const { t, locale } = useLocale()
  return (
    <>
      <Box visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('dashboards.suppliers.company')}</Table.Th>
              <Table.Th scope="col">{t('dashboards.suppliers.cnpj')}</Table.Th>
              <Table.Th scope="col">{t('dashboards.suppliers.place')}</Table.Th>
              <Table.Th scope="col">{t('dashboards.suppliers.status')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('dashboards.suppliers.activeProducts')}
              </Table.Th>
              <Table.Th scope="col">{t('dashboards.suppliers.since')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {suppliers.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <OpenLink supplier={s} />
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {s.companyName} · {s.email}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{cnpj(s)}</Table.Td>
                <Table.Td>{place(s)}</Table.Td>
                <Table.Td>
                  <SupplierStatusBadge status={s.status} />
                </Table.Td>
                <Table.Td ta="end">{s.activeProducts}</Table.Td>
                <Table.Td>{formatDate(s.createdAt, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {suppliers.map((s) => (
          <Card key={s.id} withBorder radius="md" padding="md" component="li">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <OpenLink supplier={s} />
                <SupplierStatusBadge status={s.status} />
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {s.companyName}
              </Text>
              <Text size="sm">
                {t('dashboards.suppliers.cnpj')}: {cnpj(s)}
              </Text>
              <Text size="sm">
                {place(s)} · {t('dashboards.suppliers.activeProducts')}: {s.activeProducts} ·{' '}
                {t('dashboards.suppliers.since')} {formatDate(s.createdAt, locale)}
              </Text>
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  )
}
