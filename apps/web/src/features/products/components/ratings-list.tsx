import { lazy, Suspense, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Badge, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core'
import { IconPencil, IconThumbDown, IconThumbUp, IconTrash } from '@tabler/icons-react'
import { roleFromProfile } from '@galera/shared/auth/profiles.ts'
import type { ProductRatingDto } from '@galera/shared/budgets/budget.schemas.ts'
import type { ProductRatingSummary } from '@galera/shared/catalogue/product.schemas.ts'
import { formatDate } from '@galera/shared/format/date.ts'
import { routes } from '../../../lib/routes.ts'
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { notifySuccess } from '../../../lib/notify.tsx'
import { useSession } from '../../../lib/session.tsx'
import { deleteRating, useProductRatings, voteRating } from '../api.ts'
import { RatingLine, Stars } from './rating-line.tsx'

// Admins only: the dialog (and Mantine's modal) loads when an admin first asks to delete.
const RatingDeleteConfirm = lazy(() =>
  import('./rating-delete-confirm.tsx').then((m) => ({ default: m.RatingDeleteConfirm })),
)

/**
 * The product's ratings, a page at a time: the three criteria, title, comment, author (first
 * name and state) and date. Clients and companies vote "Útil"/"Não útil" once (anonymous visitors
 * go to the login and back; providers read the counts); admins get "Excluir comentário".
 */
export function RatingsList({
  productId,
  summary,
  allowRatings = true,
  admin = false,
  headingLevel = 2,
  onEdit,
}: {
  productId: string
  summary?: ProductRatingSummary
  allowRatings?: boolean
  admin?: boolean
  headingLevel?: 2 | 3
  /** Given by the page: opens the author's own rating to edit (ADR 0028). */
  onEdit?: (rating: ProductRatingDto) => void
}) {
  const { t, locale } = useLocale()
  const [page, setPage] = useState(1)
  const query = useProductRatings(productId, page, admin)
  const titleId = `ratings-${productId}`

  let body
  if (query.isPending) body = <LoadingState />
  else if (query.isError)
    body = <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  else if (query.data.data.length === 0)
    body = (
      <EmptyState
        title={allowRatings ? t('products.ratings.none') : t('products.ratings.disabled')}
      />
    )
  else
    body = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {query.data.data.map((r) => (
            <li key={r.id}>
              <RatingItem
                rating={r}
                productId={productId}
                page={page}
                admin={admin}
                onEdit={onEdit}
                headingLevel={headingLevel === 2 ? 'h3' : 'h4'}
              />
            </li>
          ))}
        </Stack>
        {query.data.last_page > 1 && (
          <Group justify="center">
            <Pagination
              total={query.data.last_page}
              value={page}
              onChange={setPage}
              aria-label={t('products.ratings.pagination')}
              getControlProps={() => ({ 'aria-label': t('products.ratings.pagination') })}
            />
          </Group>
        )}
      </Stack>
    )

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={headingLevel} size="h3" id={titleId}>
          {t('products.ratings.title')}
        </Title>
        {summary && summary.count > 0 && <RatingLine rating={summary} size="md" />}
      </Group>
      {summary && summary.count > 0 && (
        <Group gap="lg" wrap="wrap">
          {(['material', 'finishing', 'customization'] as const).map((k) =>
            summary[k] === null ? null : (
              <Text size="sm" key={k}>
                {t(`products.ratings.${k}`)}:{' '}
                <strong>{summary[k]!.toLocaleString(locale, { maximumFractionDigits: 1 })}</strong>
              </Text>
            ),
          )}
        </Group>
      )}
      {body}
    </Stack>
  )
}

function RatingItem({
  rating,
  productId,
  page,
  admin,
  onEdit,
  headingLevel,
}: {
  rating: ProductRatingDto
  productId: string
  page: number
  admin: boolean
  onEdit?: (rating: ProductRatingDto) => void
  /** One level under the list's title (axe "heading-order"). */
  headingLevel: 'h3' | 'h4'
}) {
  const { t, locale } = useLocale()
  const { user } = useSession()
  const location = useLocation()
  const client = useQueryClient()
  const [current, setCurrent] = useState(rating)
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null)
  const [confirm, setConfirm] = useState(false)
  const [confirmed, setConfirmed] = useState(false)
  const [deleting, setDeleting] = useState(false)
  // After a vote, the answer of the vote (the list refetches behind it).
  const shown = current.myVote && !rating.myVote ? current : rating
  const author = [shown.authorName, shown.authorUf].filter(Boolean).join(' – ')

  const vote = async (v: 'yes' | 'no') => {
    setBusy(v)
    try {
      const next = await voteRating(rating.id, v)
      setCurrent(next)
      notifySuccess(t('products.ratings.thanks'))
      void client.invalidateQueries({ queryKey: ['products', 'ratings', productId, page] })
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(null)
    }
  }

  const remove = async () => {
    setDeleting(true)
    try {
      await deleteRating(rating.id)
      notifySuccess(t('products.ratings.deleted'))
      setConfirm(false)
      await client.invalidateQueries({ queryKey: ['products', 'ratings', productId] })
      void client.invalidateQueries({ queryKey: ['products', 'editor'] })
    } catch {
      // Shown by the client.
    } finally {
      setDeleting(false)
    }
  }

  const voted = shown.myVote !== null
  // Spec §8: clients and companies vote; a signed-in provider or admin reads the counts only.
  const role = user ? roleFromProfile(user.profile) : null
  const voter = !user || role === 'client' || role === 'company'
  const canVote = !admin && voter && !shown.mine && !voted
  /** The answer given stays filled and pressed; the other is greyed; neither sends again. */
  const voteButton = (v: 'yes' | 'no') => ({
    variant: shown.myVote === v ? 'filled' : 'default',
    onClick: () => {
      if (canVote && busy === null) void vote(v)
    },
    loading: busy === v,
    'aria-disabled': !canVote || busy !== null,
    'data-disabled': (voted && shown.myVote !== v) || (!voted && busy !== null) || undefined,
    'aria-pressed': shown.myVote === v,
  })
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap={6}>
        <Text fw={700} component={headingLevel} m={0} style={{ overflowWrap: 'anywhere' }}>
          {shown.title}
        </Text>
        {shown.mine && (
          <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('products.ratings.yours')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('products.ratings.by', {
            name: author,
            date: formatDate(shown.createdAt, locale),
          })}
        </Text>
        <Group gap="md" wrap="wrap">
          {(['material', 'finishing', 'customization'] as const).map((k) => (
            <Text size="sm" key={k}>
              {t(`products.ratings.${k}`)} <Stars value={shown[k]} />
            </Text>
          ))}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {shown.comment}
        </Text>
        <Group gap="sm" wrap="wrap" align="center">
          {!admin && voter && !shown.mine && (
            <>
              <Text size="sm" c="dimmed">
                {t('products.ratings.helpfulQuestion')}
              </Text>
              {user ? (
                <>
                  <Button
                    size="xs"
                    leftSection={<IconThumbUp size={14} aria-hidden />}
                    {...voteButton('yes')}
                  >
                    {t('products.ratings.helpful')}
                  </Button>
                  <Button
                    size="xs"
                    leftSection={<IconThumbDown size={14} aria-hidden />}
                    {...voteButton('no')}
                  >
                    {t('products.ratings.notHelpful')}
                  </Button>
                </>
              ) : (
                <>
                  <Button
                    size="xs"
                    variant="default"
                    component={Link}
                    to={routes.loginClient}
                    state={{ from: location.pathname }}
                    leftSection={<IconThumbUp size={14} aria-hidden />}
                  >
                    {t('products.ratings.helpful')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    component={Link}
                    to={routes.loginClient}
                    state={{ from: location.pathname }}
                    leftSection={<IconThumbDown size={14} aria-hidden />}
                  >
                    {t('products.ratings.notHelpful')}
                  </Button>
                </>
              )}
            </>
          )}
          {(voted || admin || !voter || shown.mine) && (
            <Text size="sm" c="dimmed" role="status">
              {t('products.ratings.helpfulYes', { count: shown.helpfulYes })} ·{' '}
              {t('products.ratings.helpfulNo', { count: shown.helpfulNo })}
            </Text>
          )}
          {shown.mine && !admin && onEdit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(shown)}
              aria-haspopup="dialog"
            >
              {t('products.ratings.edit')}
            </Button>
          )}
          {admin && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={() => {
                setConfirmed(true)
                setConfirm(true)
              }}
            >
              {t('products.ratings.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      {admin && confirmed && (
        <Suspense fallback={null}>
          <RatingDeleteConfirm
            opened={confirm}
            title={shown.title}
            deleting={deleting}
            onClose={() => setConfirm(false)}
            onConfirm={() => void remove()}
          />
        </Suspense>
      )}
    </Card>
  )
}
