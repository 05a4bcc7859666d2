import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconInfoCircle, IconLock } from '@tabler/icons-react'
import { formatCpfCnpj, formatPhoneBR } from '@galera/shared/format/documents.ts'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { formatBRL } from '@galera/shared/format/money.ts'
import type { SupplierProposalDto } from '@galera/shared/budgets/budget.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { LiveCountdown } from './live-countdown.tsx'
import { Fact, ProductCover, ProposalStatusBadge } from './parts.tsx'
import { ProposalActions } from './proposal-actions.tsx'
import { TermsView } from './terms-view.tsx'

/** Statuses after which the request is over for this supplier, each with its sentence. */
const GONE = [
  'not_chosen',
  'expired',
  'cancelled',
  'declined',
  'gave_up',
  'contact_expired',
  'completed',
] as const
type Gone = (typeof GONE)[number]
const isGone = (s: string): s is Gone => (GONE as readonly string[]).includes(s)

/** One request as its supplier sees it: terms, deadline, its own values, contact, actions. */
export function ProposalDetail({ proposal: p }: { proposal: SupplierProposalDto }) {
  const { t, locale } = useLocale()
  const productName = p.product ? `${p.product.name} (${p.product.code})` : undefined
  return (
    <Stack gap="lg">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductCover cover={p.product?.cover ?? null} size={88} />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {t('requests.detail.title', { number: p.number })} · {t(`requests.source.${p.source}`)}
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {p.product?.name ?? t('requests.card.noProduct')}
          </Title>
          <Group gap="sm" wrap="wrap">
            <ProposalStatusBadge status={p.status} />
            <Text size="xs" c="dimmed">
              {t('requests.terms.requestedAt')} {formatDateTime(p.createdAt, locale)}
            </Text>
          </Group>
        </Stack>
      </Group>

      {p.status === 'new' && (
        <Group gap="xs" data-testid="answer-countdown">
          <Text size="sm" c="dimmed">
            {t('requests.card.answerIn')}
          </Text>
          <LiveCountdown until={p.answerDeadline} endedLabel={t('requests.card.ended')} />
        </Group>
      )}

      {isGone(p.status) && (
        <Alert
          color={p.status === 'completed' ? 'teal' : 'gray'}
          variant="light"
          icon={<IconInfoCircle aria-hidden />}
          data-testid="proposal-gone"
        >
          {t(`requests.detail.gone.${p.status}`)}
        </Alert>
      )}

      {(p.status === 'chosen' || p.status === 'completed') && <ContactCard proposal={p} />}

      <TermsView
        terms={p.terms}
        category={p.category}
        clientCity={p.clientCity}
        productName={productName}
        auction={p.auction}
      />

      {p.unitCents !== null && <MyValues proposal={p} />}

      {!p.contact && p.status !== 'completed' && p.status !== 'chosen' && (
        <Group gap={6} wrap="nowrap">
          <IconLock size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('requests.contact.hidden')}
          </Text>
        </Group>
      )}

      <ProposalActions proposal={p} />
    </Stack>
  )
}

function MyValues({ proposal: p }: { proposal: SupplierProposalDto }) {
  const { t } = useLocale()
  const isCounter = p.counter !== null || p.status === 'counter'
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="mine-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="mine-title">
          {t(isCounter ? 'requests.detail.yourCounter' : 'requests.detail.yours')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0}>
          {p.counter?.quantity != null && (
            <Fact label={t('requests.detail.counterQuantity')}>
              {t('requests.terms.units', { count: p.counter.quantity })}
            </Fact>
          )}
          {p.counter?.color && (
            <Fact label={t('requests.detail.counterColor')}>{p.counter.color.name}</Fact>
          )}
          {p.counter?.customization && (
            <Fact label={t('requests.detail.counterCustomization')}>{p.counter.customization}</Fact>
          )}
          <Fact label={t('requests.detail.unit')}>{formatBRL(p.unitCents ?? 0)}</Fact>
          {p.price && p.price.setupCents > 0 && (
            <Fact label={t('requests.detail.setup')}>
              {t('requests.detail.setupValue', {
                colors: p.price.setupColors,
                value: formatBRL(p.price.setupPerColorCents),
                total: formatBRL(p.price.setupCents),
              })}
            </Fact>
          )}
          {p.price && p.price.freightCents > 0 && (
            <Fact label={t('requests.detail.freight')}>{formatBRL(p.price.freightCents)}</Fact>
          )}
          <Fact label={t('requests.detail.total')}>
            <strong>{formatBRL(p.totalCents ?? 0)}</strong>
          </Fact>
          {p.deliveryDays !== null && (
            <Fact label={t('requests.detail.days')}>
              {t('requests.detail.daysValue', { count: p.deliveryDays })}
            </Fact>
          )}
        </SimpleGrid>
        {p.justification && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {t('requests.detail.justification')}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {p.justification}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

/** The deal: the client's contact (shown only now) and the 48 h contact countdown. */
function ContactCard({ proposal: p }: { proposal: SupplierProposalDto }) {
  const { t, locale } = useLocale()
  const c = p.contact
  const none = t('requests.contact.none')
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="contact-title"
      data-testid="client-contact"
      style={{ borderColor: 'var(--mantine-color-teal-7)' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="contact-title">
          {t('requests.contact.title')}
        </Title>
        {p.status === 'chosen' && <Text size="sm">{t('requests.contact.intro')}</Text>}
        {c && (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
            <Fact label={t('requests.contact.name')}>{c.name}</Fact>
            <Fact label={t('requests.contact.email')}>
              <Anchor href={`mailto:${c.email}`} size="sm">
                {c.email}
              </Anchor>
            </Fact>
            <Fact label={t('requests.contact.phone')}>
              {c.phone ? (
                <Anchor href={`tel:${c.phone}`} size="sm">
                  {formatPhoneBR(c.phone)}
                </Anchor>
              ) : (
                none
              )}
            </Fact>
            <Fact label={t('requests.contact.doc')}>{c.doc ? formatCpfCnpj(c.doc) : none}</Fact>
          </SimpleGrid>
        )}
        {p.status === 'chosen' && p.contactDeadline && (
          <Group gap="xs" data-testid="contact-countdown">
            <Text size="sm" c="dimmed">
              {t('requests.card.contactIn')}
            </Text>
            <LiveCountdown until={p.contactDeadline} endedLabel={t('requests.card.ended')} />
            <Text size="xs" c="dimmed">
              ({formatDateTime(p.contactDeadline, locale)})
            </Text>
          </Group>
        )}
        {p.contactedAt && (
          <Text size="sm" c="dimmed">
            {t('requests.contact.contactedAt', { date: formatDateTime(p.contactedAt, locale) })}
          </Text>
        )}
      </Stack>
    </Card>
  )
}
