import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatDate } from '@galera/shared/format/date.ts'
import type {
  BudgetTermsDto,
  ReverseAuctionFieldsDto,
} from '@galera/shared/budgets/budget.schemas.ts'
import type { NamedRef } from '@galera/shared/catalogue/product.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { customizationSummary, Fact } from './parts.tsx'

/** A date-only value (`2026-12-10`) shown as that same day, whatever the zone. */
export function formatDay(day: string, locale: 'pt-BR' | 'en'): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00Z` : day, locale)
}

/** What the client asked for: quantity, colour, customization, delivery states, notes. */
export function TermsView({
  terms,
  category,
  clientCity,
  productName,
  auction,
}: {
  terms: BudgetTermsDto
  category: NamedRef
  clientCity: string | null
  productName?: string
  auction?: ReverseAuctionFieldsDto | null
}) {
  const { t, locale } = useLocale()
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="terms-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="terms-title">
          {t('requests.terms.title')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
          {productName && <Fact label={t('requests.terms.product')}>{productName}</Fact>}
          <Fact label={t('requests.terms.category')}>{category.name}</Fact>
          <Fact label={t('requests.terms.quantity')}>
            {t('requests.terms.units', { count: terms.quantity })}
          </Fact>
          <Fact label={t('requests.terms.color')}>
            {terms.color ? (
              <Group gap={6} component="span" wrap="nowrap">
                <span
                  aria-hidden
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: 7,
                    background: terms.color.hex,
                    border: '1px solid var(--mantine-color-gray-5)',
                  }}
                />
                {terms.color.name}
              </Group>
            ) : (
              t('requests.terms.noColor')
            )}
          </Fact>
          <Fact label={t('requests.terms.customization')}>{customizationSummary(t, terms)}</Fact>
          <Fact label={t('requests.terms.states')}>{terms.states.join(', ') || '—'}</Fact>
          {clientCity && <Fact label={t('requests.terms.clientCity')}>{clientCity}</Fact>}
          {auction && (
            <>
              <Fact label={t('requests.auction.actionType')}>
                {t(`requests.codes.actionType.${auction.actionType}`)}
              </Fact>
              <Fact label={t('requests.auction.audience')}>
                {t(`requests.codes.audience.${auction.targetAudience}`)}
              </Fact>
              <Fact label={t('requests.auction.goal')}>
                {t(`requests.codes.goal.${auction.goal}`)}
              </Fact>
              <Fact label={t('requests.auction.delivery')}>
                {formatDay(auction.deliveryDeadline, locale)}
              </Fact>
            </>
          )}
        </SimpleGrid>
        {terms.customImage && (
          <Anchor href={terms.customImage.large} target="_blank" rel="noreferrer" size="sm">
            {t('requests.terms.openImage')}
          </Anchor>
        )}
        {auction?.description && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('requests.auction.description')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {auction.description}
            </Text>
          </Stack>
        )}
        {terms.notes && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {t(auction ? 'requests.auction.observations' : 'requests.terms.notes')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {terms.notes}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
