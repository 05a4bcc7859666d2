import type { ReactNode } from 'react'
import { Badge, Image, Text, ThemeIcon } from '@mantine/core'
import { IconGift } from '@tabler/icons-react'
import type { BudgetTermsDto } from '@galera/shared/budgets/budget.schemas.ts'
import type { ProposalStatus } from '@galera/shared/budgets/budget-status.ts'
import type { ProductImageDto } from '@galera/shared/catalogue/product.schemas.ts'
import type { TFunction } from 'i18next'
import { useLocale } from '../../../../lib/i18n.ts'

/*
 * Pieces of the supplier's Requests screens: the status badge (with the spec §4 code where it
 * applies), the "label: value" facts, the customization summary and the product cover.
 */

const STATUS_COLORS: Record<ProposalStatus, string> = {
  new: 'yellow',
  answered: 'blue',
  counter: 'grape',
  declined: 'gray',
  gave_up: 'gray',
  expired: 'gray',
  chosen: 'teal',
  completed: 'teal',
  not_chosen: 'gray',
  contact_expired: 'red',
  cancelled: 'red',
}

/** The status in words; the spec's numeric status code (0, 1, 2) stays in the API. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useLocale()
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="dot"
      radius="sm"
      data-testid="proposal-status"
      styles={{ label: { textTransform: 'none' } }}
    >
      {t(`requests.status.${status}`)}
    </Badge>
  )
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  )
}

/** One line saying what the client wants printed on the gifts. */
export function customizationSummary(
  t: TFunction,
  terms: Pick<BudgetTermsDto, 'customization' | 'customText' | 'logoColors' | 'attachmentText'>,
): string {
  switch (terms.customization) {
    case 'text':
      return terms.customText
        ? t('requests.customization.text', { text: terms.customText })
        : t('requests.customization.none')
    case 'logo':
      return terms.logoColors !== null && terms.logoColors >= 4
        ? t('requests.customization.logoMany')
        : t('requests.customization.logo', { count: terms.logoColors ?? 1 })
    case 'image':
      return t('requests.customization.image')
    case 'attachment':
      return terms.attachmentText
        ? t('requests.customization.attachmentText', { text: terms.attachmentText })
        : t('requests.customization.attachment')
    default:
      return t('requests.customization.none')
  }
}

/** The product's cover (or a gift icon), decorative: the name is always written next to it. */
export function ProductCover({
  cover,
  size = 72,
}: {
  cover: ProductImageDto | null
  size?: number
}) {
  if (!cover)
    return (
      <ThemeIcon variant="light" size={size} radius="md" aria-hidden>
        <IconGift size={size / 2} />
      </ThemeIcon>
    )
  return (
    <Image
      src={cover.thumb}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      style={{ flex: 'none' }}
    />
  )
}
