import { useRef, useState } from 'react'
import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Progress,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { IconArrowLeft, IconArrowRight, IconSend } from '@tabler/icons-react'
import { Link, Navigate, useLocation } from 'react-router'
import { useDebouncedValue } from '@mantine/hooks'
import { ChooseDescriptionSchema } from '@galera/shared/budgets/budget.schemas.ts'
import { LIMITS } from '@galera/shared/constants.ts'
import { canChoose } from '@galera/shared/profile/profile.schemas.ts'
import { CHOOSE_REFUSED, pathTo, routes } from '../../lib/routes.ts'
import { LoadingState, FormErrorAlert } from '../../components/states.tsx'
import { useChooseSuggestions } from '../../features/budgets/client/api.ts'
import type { FieldErrors } from '../../features/budgets/client/budget-form.ts'
import {
  CategoryField,
  CODE_SETS,
  DateFields,
  ObservationsField,
  QuantityField,
  StatesField,
  useAuctionForm,
  type AuctionForm,
  type CodeField,
} from '../../features/budgets/client/components/auction-fields.tsx'
import { useSubmitAuction } from '../../features/budgets/client/use-submit-auction.ts'
import { useLocale } from '../../lib/i18n.ts'
import { useSession } from '../../lib/session.tsx'
import { showStep } from '../../lib/step-focus.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

const STEPS = ['purpose', 'audience', 'gift', 'delivery'] as const
type Step = (typeof STEPS)[number]

/** Which form fields each step asks, to go back to the step of a message. */
const STEP_FIELDS: Record<Step, readonly string[]> = {
  purpose: ['actionType', 'goal'],
  audience: ['targetAudience'],
  gift: ['categoryId', 'description'],
  delivery: ['quantity', 'states', 'proposalsUntil', 'deliveryDeadline', 'observations'],
}

export function stepErrors(step: Step, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => STEP_FIELDS[step].includes(k)))
}

/**
 * choose `/choose` (spec §2, ADR 0009, ADR 0021): the friendly gift questionnaire for clients
 * (profile 3) — what for, who for, the goal, the kind of gift and its description, quantity and
 * dates — with matching products suggested as it is typed; it ends in a reverse auction.
 * Anyone else goes to the client login (anonymous visitors come back here after it); a signed-in
 * company, supplier, promoter or admin is told there that it is for personal client accounts.
 */
export function ChoosePage() {
  const { user, loading } = useSession()
  const location = useLocation()
  const { t } = useLocale()
  usePageTitle(t('budgets.choose.title'))
  if (loading) return <LoadingState />
  if (!canChoose(user))
    return (
      <Navigate
        to={routes.loginClient}
        replace
        state={
          user ? { from: location.pathname, reason: CHOOSE_REFUSED } : { from: location.pathname }
        }
      />
    )
  return <Questionnaire />
}

function CodeCards({
  form,
  field,
  legend,
}: {
  form: AuctionForm
  field: CodeField
  legend: string
}) {
  const { t, fieldError } = useLocale()
  return (
    <Radio.Group
      label={legend}
      required
      value={form.values[field]}
      onChange={(v) => form.patch({ [field]: v })}
      error={fieldError(form.errors[field])}
      data-field={field}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" mt="xs">
        {CODE_SETS[field].map((code) => (
          <Radio.Card key={code} value={String(code)} radius="md" p="sm">
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator />
              <Text size="sm" fw={500}>
                {t(`budgets.codes.${field}.${code}`)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}

function Suggestions({
  description,
  categoryId,
}: {
  description: string
  categoryId: string | null
}) {
  const { t } = useLocale()
  const [debounced] = useDebouncedValue(description, 400)
  const query = useChooseSuggestions(debounced, categoryId)
  const items = query.data ?? []
  return (
    <Stack gap="sm" component="section" aria-labelledby="suggestions-title">
      <Title order={2} size="h5" id="suggestions-title">
        {t('budgets.choose.suggestions')}
      </Title>
      <div aria-live="polite">
        {query.isFetching && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('budgets.choose.suggestionsLoading')}
          </Text>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('budgets.choose.suggestionsEmpty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="choose-suggestions">
            {items.map((s) => (
              <Card key={s.id} withBorder radius="md" padding="xs" component="article">
                <Group wrap="nowrap" gap="sm" align="flex-start">
                  {s.cover ? (
                    <Image src={s.cover.thumb} alt="" w={48} h={48} radius="sm" fit="cover" />
                  ) : null}
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      component={Link}
                      to={pathTo('product', { id: s.id })}
                      size="sm"
                      fw={600}
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {s.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {t('budgets.choose.suggestionBy', { supplier: s.supplier.tradeName })}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </div>
    </Stack>
  )
}

function Questionnaire() {
  const { t, fieldError } = useLocale()
  const form = useAuctionForm()
  const root = useRef<HTMLFormElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const { submit, submitting, formError } = useSubmitAuction(form, root)
  const [active, setActive] = useState(0)
  const [describeError, setDescribeError] = useState<string | null>(null)
  const step = STEPS[active]!
  const isLast = active === STEPS.length - 1

  function go(index: number) {
    showStep(
      () => setActive(index),
      () => heading.current?.focus(),
    )
  }

  /** The description is required here (optional in the plain reverse auction form). */
  function describeCheck(): string | null {
    const r = ChooseDescriptionSchema.safeParse(form.values.description)
    return r.success ? null : (r.error.issues[0]?.message ?? 'budgets.validation.describe')
  }

  async function next() {
    const all = form.check()
    const describe = describeCheck()
    setDescribeError(describe)
    const here = stepErrors(step, all)
    if (step === 'gift' && describe) here.description = describe
    if (Object.keys(here).length > 0) return
    if (!isLast) {
      go(active + 1)
      return
    }
    // Anything left on an earlier step (or the server's answer) sends the user back there.
    const firstBad = STEPS.findIndex(
      (s) => Object.keys(stepErrors(s, all)).length > 0 || (s === 'gift' && describe !== null),
    )
    if (firstBad >= 0 && firstBad !== active) {
      go(firstBad)
      return
    }
    const placed = await submit('budgets.choose.success')
    if (placed) {
      const back = STEPS.findIndex((s) => Object.keys(stepErrors(s, placed)).length > 0)
      if (back >= 0 && back !== active) go(back)
    }
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('budgets.choose.title')}</Title>
          <Text c="dimmed">{t('budgets.choose.intro')}</Text>
        </Stack>
        <Progress
          value={((active + 1) / STEPS.length) * 100}
          size="sm"
          radius="xl"
          aria-label={t('budgets.choose.progress', {
            current: active + 1,
            total: STEPS.length,
            name: t(`budgets.choose.steps.${step}`),
          })}
        />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: step === 'gift' || step === 'delivery' ? 7 : 12 }}>
            <form
              ref={root}
              noValidate
              aria-label={t('budgets.choose.title')}
              onSubmit={(e) => {
                e.preventDefault()
                void next()
              }}
            >
              <Stack gap="lg">
                <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
                  {t('budgets.choose.progress', {
                    current: active + 1,
                    total: STEPS.length,
                    name: t(`budgets.choose.steps.${step}`),
                  })}
                </Title>
                <FormErrorAlert message={formError} />
                {step === 'purpose' && (
                  <>
                    <CodeCards
                      form={form}
                      field="actionType"
                      legend={t('budgets.choose.purpose')}
                    />
                    <CodeCards form={form} field="goal" legend={t('budgets.choose.goal')} />
                  </>
                )}
                {step === 'audience' && (
                  <CodeCards
                    form={form}
                    field="targetAudience"
                    legend={t('budgets.choose.audience')}
                  />
                )}
                {step === 'gift' && (
                  <>
                    <CategoryField form={form} label={t('budgets.choose.category')} />
                    <Textarea
                      label={t('budgets.choose.describe')}
                      description={t('budgets.choose.describeHint')}
                      required
                      rows={3}
                      maxLength={LIMITS.giftDescriptionMax}
                      value={form.values.description}
                      onChange={(e) => {
                        const description = e.currentTarget.value
                        form.patch({ description })
                        if (describeError) {
                          const r = ChooseDescriptionSchema.safeParse(description)
                          setDescribeError(r.success ? null : (r.error.issues[0]?.message ?? null))
                        }
                      }}
                      error={fieldError(describeError ?? form.errors.description)}
                      data-field="description"
                    />
                    <Text size="xs" c="dimmed" ta="right" aria-hidden>
                      {form.values.description.length}/{LIMITS.giftDescriptionMax}
                    </Text>
                  </>
                )}
                {step === 'delivery' && (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <QuantityField form={form} />
                    <StatesField form={form} />
                    <DateFields form={form} />
                    <div style={{ gridColumn: '1 / -1' }}>
                      <ObservationsField form={form} />
                    </div>
                  </SimpleGrid>
                )}
                <Group justify="space-between">
                  {active > 0 ? (
                    <Button
                      type="button"
                      variant="default"
                      leftSection={<IconArrowLeft size={16} aria-hidden />}
                      onClick={() => go(active - 1)}
                      disabled={submitting}
                    >
                      {t('budgets.choose.back')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  <Button
                    type="submit"
                    loading={submitting}
                    rightSection={
                      isLast ? (
                        <IconSend size={16} aria-hidden />
                      ) : (
                        <IconArrowRight size={16} aria-hidden />
                      )
                    }
                  >
                    {isLast ? t('budgets.choose.submit') : t('budgets.choose.next')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Grid.Col>
          {(step === 'gift' || step === 'delivery') && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
                <Suggestions
                  description={form.values.description}
                  categoryId={form.values.categoryId}
                />
              </Card>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </Container>
  )
}
