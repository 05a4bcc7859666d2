import { useEffect, useState } from 'react'
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconTrash } from '@tabler/icons-react'
import { Link } from 'react-router'
import { formatDateTime } from '@galera/shared/format/date.ts'
import { HOME_FEATURES_MAX, HomeFeaturesSchema } from '@galera/shared/catalogue/home.schemas.ts'
import { ErrorState, LoadingState, FormErrorAlert } from '../../../../components/states.tsx'
import { isApiError } from '../../../../lib/api-client.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  useAdminCategories,
  useAdminHomeFeatures,
  useHomeProductOptions,
  useSaveHomeFeatures,
} from '../api.ts'

interface Item {
  id: string
  label: string
  visible: boolean
}
type Errors = Partial<Record<'categoryIds' | 'productIds', string>>

/**
 * Settings → Home (ADR 0023): the gift categories and products the home page features,
 * in order, at most 8 of each. The shared schema checks the lists before they are sent; the API's
 * refusals land on their list.
 */
export function HomePanel() {
  const { t, locale, fieldError } = useLocale()
  const current = useAdminHomeFeatures()
  const tree = useAdminCategories('product')
  const save = useSaveHomeFeatures()
  const [cats, setCats] = useState<Item[] | null>(null)
  const [prods, setProds] = useState<Item[] | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [q, setQ] = useState('')
  const [search] = useDebouncedValue(q.trim(), 300)
  const options = useHomeProductOptions(search)

  // The lists start from what is saved, once it arrives.
  useEffect(() => {
    if (!current.data || cats !== null) return
    setCats(current.data.categories.map((c) => ({ id: c.id, label: c.name, visible: c.visible })))
    setProds(
      current.data.products.map((p) => ({
        id: p.id,
        label: `${p.name} (${p.code}) · ${p.supplier}`,
        visible: p.visible,
      })),
    )
  }, [current.data, cats])

  if (current.isPending || tree.isPending || cats === null || prods === null)
    return <LoadingState />
  if (current.isError)
    return <ErrorState message={current.error.message} onRetry={() => void current.refetch()} />
  if (tree.isError)
    return <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />

  const categoryName = (c: { namePt: string; nameEn: string }) =>
    locale === 'en' ? c.nameEn : c.namePt
  const activeTop = tree.data.filter((c) => c.isActive && c.parentId === null)
  const categoryOptions = [
    ...activeTop.map((c) => ({ value: c.id, label: categoryName(c) })),
    // A chosen category that is now inactive stays listed, so it can be taken out.
    ...cats
      .filter((c) => !activeTop.some((a) => a.id === c.id))
      .map((c) => ({ value: c.id, label: c.label })),
  ]
  const productOptions = (options.data?.data ?? [])
    .filter((p) => !prods.some((chosen) => chosen.id === p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${p.code}) · ${p.supplier.tradeName}` }))

  const pickCategories = (ids: string[]) =>
    setCats(
      ids.map(
        (id) =>
          cats.find((c) => c.id === id) ?? {
            id,
            label: categoryOptions.find((o) => o.value === id)?.label ?? id,
            visible: true,
          },
      ),
    )
  const addProduct = (id: string | null) => {
    const option = productOptions.find((o) => o.value === id)
    if (!option || prods.length >= HOME_FEATURES_MAX) return
    setProds([...prods, { id: option.value, label: option.label, visible: true }])
    setQ('')
  }

  const submit = async () => {
    setFailure(null)
    const input = { categoryIds: cats.map((c) => c.id), productIds: prods.map((p) => p.id) }
    const checked = HomeFeaturesSchema.safeParse(input)
    if (!checked.success) {
      const next: Errors = {}
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors
        next[field] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      const saved = await save(checked.data)
      setCats(saved.categories.map((c) => ({ id: c.id, label: c.name, visible: c.visible })))
      setProds(
        saved.products.map((p) => ({
          id: p.id,
          label: `${p.name} (${p.code}) · ${p.supplier}`,
          visible: p.visible,
        })),
      )
      notifySuccess(t('catalogue.settings.home.saved'))
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors.length > 0) {
        const next: Errors = {}
        for (const { field, message } of error.errors)
          if (field === 'categoryIds' || field === 'productIds') next[field] ??= message
        setErrors(next)
        if (Object.keys(next).length === 0) setFailure(error.message)
      } else setFailure(isApiError(error) ? error.message : t('httpStatus.other'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Text maw={640}>{t('catalogue.settings.home.intro', { max: HOME_FEATURES_MAX })}</Text>
        <Anchor component={Link} to="/" fw={600}>
          {t('catalogue.settings.home.preview')}
        </Anchor>
      </Group>
      <FormErrorAlert message={failure} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="home-cats">
          <Stack gap="sm">
            <Title order={3} size="h4" id="home-cats">
              {t('catalogue.settings.home.categories')}
            </Title>
            <MultiSelect
              label={t('catalogue.settings.home.pickCategories')}
              description={t('catalogue.settings.home.categoriesHint')}
              data={categoryOptions}
              value={cats.map((c) => c.id)}
              onChange={pickCategories}
              maxValues={HOME_FEATURES_MAX}
              searchable
              error={fieldError(errors.categoryIds)}
            />
            <OrderedList
              items={cats}
              onChange={setCats}
              empty={t('catalogue.settings.home.noneCategories')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="home-prods">
          <Stack gap="sm">
            <Title order={3} size="h4" id="home-prods">
              {t('catalogue.settings.home.products')}
            </Title>
            <Select
              label={t('catalogue.settings.home.productSearch')}
              description={
                prods.length >= HOME_FEATURES_MAX
                  ? t('catalogue.settings.home.limit', { max: HOME_FEATURES_MAX })
                  : t('catalogue.settings.home.productsHint')
              }
              data={productOptions}
              value={null}
              searchable
              searchValue={q}
              onSearchChange={setQ}
              onChange={addProduct}
              filter={({ options: all }) => all}
              disabled={prods.length >= HOME_FEATURES_MAX}
              error={fieldError(errors.productIds)}
              nothingFoundMessage={t('web.common.noResults')}
            />
            <OrderedList
              items={prods}
              onChange={setProds}
              empty={t('catalogue.settings.home.noneProducts')}
            />
          </Stack>
        </Card>
      </SimpleGrid>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {current.data.updatedAt &&
            t('catalogue.settings.home.updatedAt', {
              date: formatDateTime(current.data.updatedAt, locale),
            })}
        </Text>
        <Button
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          loading={busy}
          onClick={() => void submit()}
        >
          {t('catalogue.settings.home.save')}
        </Button>
      </Group>
    </Stack>
  )
}

/** A chosen list in order: move up or down, take out; what no longer shows is flagged. */
function OrderedList({
  items,
  onChange,
  empty,
}: {
  items: Item[]
  onChange: (items: Item[]) => void
  empty: string
}) {
  const { t } = useLocale()
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )
  const move = (from: number, by: number) => {
    const next = [...items]
    const [item] = next.splice(from, 1)
    next.splice(from + by, 0, item)
    onChange(next)
  }
  return (
    <Stack component="ol" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, i) => (
        <Group
          component="li"
          key={item.id}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          data-testid="home-feature"
        >
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} c="dimmed" aria-hidden>
              {i + 1}.
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.label}
            </Text>
            {!item.visible && (
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                {t('catalogue.settings.home.hidden')}
              </Badge>
            )}
          </Group>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              disabled={i === 0}
              onClick={() => move(i, -1)}
              aria-label={t('catalogue.settings.home.moveUp', { name: item.label })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={i === items.length - 1}
              onClick={() => move(i, 1)}
              aria-label={t('catalogue.settings.home.moveDown', { name: item.label })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red.9"
              onClick={() => onChange(items.filter((x) => x.id !== item.id))}
              aria-label={t('catalogue.settings.home.remove', { name: item.label })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      ))}
    </Stack>
  )
}
