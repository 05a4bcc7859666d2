import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core'
import type { BidDto } from '@galera/shared/promotions/promotion.schemas.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { usePromotionBids } from '../api.ts'

/** The auction's bids, newest first: the supplier's own ("You") and the others' (unnamed). */
export function BidsList({ auctionId, enabled }: { auctionId: string; enabled: boolean }) {
  const { t, locale } = useLocale()
  const bids = usePromotionBids(auctionId, enabled)
  const rows: BidDto[] = bids.data
    ? [...bids.data].sort((x, y) => y.createdAt.localeCompare(x.createdAt))
    : []
  const mine = rows.filter((b) => b.mine).length
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="bids-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="bids-title">
          {t('supplierPromotions.page.allBids')}
        </Title>
        {bids.isPending ? (
          <LoadingState />
        ) : bids.isError ? (
          <ErrorState message={bids.error.message} onRetry={() => void bids.refetch()} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('supplierPromotions.page.noBidsYet')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('supplierPromotions.page.myBids')}: {mine}
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('supplierPromotions.page.amount')}</Table.Th>
                    <Table.Th scope="col">{t('supplierPromotions.page.who')}</Table.Th>
                    <Table.Th scope="col">{t('supplierPromotions.page.when')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((b) => (
                    <Table.Tr key={b.id} data-mine={b.mine || undefined}>
                      <Table.Td fw={b.mine ? 700 : undefined}>{formatBRL(b.amountCents)}</Table.Td>
                      <Table.Td>
                        {b.mine
                          ? t('supplierPromotions.page.bidYou')
                          : t('supplierPromotions.page.bidOther')}
                        {b.won && (
                          <Badge
                            ml={6}
                            color="green"
                            variant="dot"
                            radius="sm"
                            styles={{ label: { textTransform: 'none' } }}
                          >
                            {t('supplierPromotions.page.bidWinner')}
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDateTime(b.createdAt, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
    </Paper>
  )
}
