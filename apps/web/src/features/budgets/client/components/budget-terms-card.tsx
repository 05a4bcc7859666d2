import { Anchor, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import { formatDate, formatDateTime } from '@galera/shared/format/date.ts'
import type { BudgetDetailDto } from '@galera/shared/budgets/budget.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { pathTo } from '../../../../lib/routes.ts'
import { Fact } from './budget-parts.tsx'

/** What the hirer asked for: product or category, quantity, colour, customization, the auction's codes. */
export function BudgetTermsCard({ budget }: { budget: BudgetDetailDto }) {
  const { t, locale } = useLocale()
  const terms = budget.terms
  const none = t('budgets.detail.none')
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="terms-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="terms-title">
          {t('budgets.detail.terms')}
        </Title>
        <Group align="flex-start" wrap="nowrap" gap="md">
          {budget.product?.cover && (
            <Image
              src={budget.product.cover.thumb}
              alt=""
              w={88}
              h={88}
              radius="sm"
              fit="cover"
              visibleFrom="xs"
            />
          )}
          <SimpleGrid
            component="dl"
            cols={{ base: 1, xs: 2, md: 3 }}
            spacing="sm"
            m={0}
            style={{ flex: 1 }}
          >
            {budget.product ? (
              <Fact label={t('budgets.detail.product')}>
                <Anchor component={Link} to={pathTo('product', { id: budget.product.id })}>
                  {budget.product.name}
                </Anchor>
              </Fact>
            ) : (
              <Fact label={t('budgets.detail.category')}>{budget.category.name}</Fact>
            )}
            <Fact label={t('budgets.detail.quantity')}>
              {t('budgets.detail.quantityValue', {
                value: terms.quantity.toLocaleString(locale),
              })}
            </Fact>
            <Fact label={t('budgets.detail.color')}>{terms.color?.name ?? none}</Fact>
            <Fact label={t('budgets.detail.customization')}>
              {t(`budgets.customization.${terms.customization}`)}
            </Fact>
            {terms.customText && (
              <Fact label={t('budgets.detail.customText')}>{terms.customText}</Fact>
            )}
            {terms.logoColors !== null && (
              <Fact label={t('budgets.detail.logoColors')}>
                {t(`budgets.logoColors.${terms.logoColors}`)}
              </Fact>
            )}
            {terms.attachmentText && (
              <Fact label={t('budgets.detail.attachmentText')}>{terms.attachmentText}</Fact>
            )}
            {terms.customImage && (
              <Fact label={t('budgets.detail.file')}>
                <Image
                  src={terms.customImage.thumb}
                  alt={t('budgets.detail.file')}
                  w={56}
                  h={56}
                  radius="sm"
                  fit="cover"
                />
              </Fact>
            )}
            <Fact label={t('budgets.detail.states')}>{terms.states.join(', ') || none}</Fact>
            {budget.auction && (
              <>
                <Fact label={t('budgets.detail.actionType')}>
                  {t(`budgets.codes.actionType.${budget.auction.actionType}`)}
                </Fact>
                <Fact label={t('budgets.detail.targetAudience')}>
                  {t(`budgets.codes.targetAudience.${budget.auction.targetAudience}`)}
                </Fact>
                <Fact label={t('budgets.detail.goal')}>
                  {t(`budgets.codes.goal.${budget.auction.goal}`)}
                </Fact>
                <Fact label={t('budgets.detail.deliveryDeadline')}>
                  {formatDate(`${budget.auction.deliveryDeadline.slice(0, 10)}T12:00:00Z`, locale)}
                </Fact>
                <Fact label={t('budgets.detail.proposalsUntil')}>
                  {formatDateTime(budget.auction.proposalsUntil, locale)}
                </Fact>
                {budget.auction.description && (
                  <Fact label={t('budgets.detail.description')}>{budget.auction.description}</Fact>
                )}
              </>
            )}
          </SimpleGrid>
        </Group>
        {terms.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <Text component="span" size="xs" c="dimmed" fw={600} tt="uppercase" mr={6}>
              {t('budgets.detail.notes')}
            </Text>
            {terms.notes}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
