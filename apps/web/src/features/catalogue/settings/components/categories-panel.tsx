import { useState } from 'react'
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import {
  IconArrowDown,
  IconArrowUp,
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
} from '@tabler/icons-react'
import type {
  AdminCategoryDto,
  CategoryKind,
  NamesInput,
} from '@galera/shared/catalogue/settings.schemas.ts'
import { EmptyState, ErrorState, LoadingState } from '../../../../components/states.tsx'
import { useLocale } from '../../../../lib/i18n.ts'
import { notifySuccess } from '../../../../lib/notify.tsx'
import {
  createCategory,
  renameCategory,
  reorderCategories,
  setCategoryActive,
  useAdminCategories,
  useRefreshSettings,
} from '../api.ts'
import { ActiveBadge, NamesModal } from './names-modal.tsx'

type Dialog =
  | { mode: 'create' }
  | { mode: 'createSub'; parent: AdminCategoryDto }
  | { mode: 'rename'; target: AdminCategoryDto }

/** Spec §2 Settings → categories: a tree of one level (category → subcategories), per kind. */
export function CategoriesPanel() {
  const { t } = useLocale()
  const [kind, setKind] = useState<CategoryKind>('product')
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const tree = useAdminCategories(kind)
  const refresh = useRefreshSettings()

  const submit = async (input: NamesInput) => {
    if (!dialog) return
    if (dialog.mode === 'rename') {
      await renameCategory(dialog.target.id, input)
      notifySuccess(t('catalogue.settings.saved'))
    } else {
      const row = await createCategory({
        kind,
        parentId: dialog.mode === 'createSub' ? dialog.parent.id : null,
        ...input,
      })
      notifySuccess(t('catalogue.settings.categories.created', { name: row.namePt }))
    }
    refresh()
  }

  const move = async (list: AdminCategoryDto[], index: number, delta: -1 | 1) => {
    const ids = list.map((c) => c.id)
    const [id] = ids.splice(index, 1)
    ids.splice(index + delta, 0, id)
    await reorderCategories({ kind, parentId: list[0].parentId, ids })
    refresh()
  }

  const toggle = async (c: AdminCategoryDto) => {
    await setCategoryActive(c.id, { isActive: !c.isActive })
    notifySuccess(t('catalogue.settings.saved'))
    refresh()
  }

  let body
  if (tree.isPending) body = <LoadingState />
  else if (tree.isError)
    body = <ErrorState message={tree.error.message} onRetry={() => void tree.refetch()} />
  else if (tree.data.length === 0)
    body = <EmptyState title={t('catalogue.settings.categories.empty')} />
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {tree.data.map((c, i) => (
          <Card key={c.id} withBorder component="li" padding="sm" data-testid="category-card">
            <CategoryRow
              category={c}
              index={i}
              count={tree.data.length}
              onMove={(d) => void move(tree.data, i, d)}
              onRename={() => setDialog({ mode: 'rename', target: c })}
              onToggle={() => void toggle(c)}
              heading
            />
            {kind === 'product' && (
              <Stack gap={4} mt="xs" pl="lg">
                <Text size="sm" c="dimmed" id={`subs-${c.id}`}>
                  {t('catalogue.settings.categories.subcategories', { name: c.namePt })}
                </Text>
                {c.children.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('catalogue.settings.categories.noSubcategories')}
                  </Text>
                ) : (
                  <Stack
                    gap={4}
                    component="ul"
                    p={0}
                    m={0}
                    style={{ listStyle: 'none' }}
                    aria-labelledby={`subs-${c.id}`}
                  >
                    {c.children.map((s, j) => (
                      <li key={s.id}>
                        <CategoryRow
                          category={s}
                          index={j}
                          count={c.children.length}
                          onMove={(d) => void move(c.children, j, d)}
                          onRename={() => setDialog({ mode: 'rename', target: s })}
                          onToggle={() => void toggle(s)}
                        />
                      </li>
                    ))}
                  </Stack>
                )}
                <Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    onClick={() => setDialog({ mode: 'createSub', parent: c })}
                    aria-label={t('catalogue.settings.categories.addSubOf', { name: c.namePt })}
                  >
                    {t('catalogue.settings.categories.addSub')}
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
        ))}
      </Stack>
    )

  let title = ''
  if (dialog?.mode === 'create') title = t('catalogue.settings.categories.add')
  else if (dialog?.mode === 'createSub')
    title = t('catalogue.settings.categories.addSubOf', { name: dialog.parent.namePt })
  else if (dialog?.mode === 'rename')
    title = t('catalogue.settings.renameOf', { name: dialog.target.namePt })

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="category-kind-label">
            {t('catalogue.settings.categories.kindLabel')}
          </Text>
          <SegmentedControl
            aria-labelledby="category-kind-label"
            value={kind}
            onChange={(v) => setKind(v as CategoryKind)}
            data={[
              { value: 'product', label: t('catalogue.settings.categories.kinds.product') },
              { value: 'promoter', label: t('catalogue.settings.categories.kinds.promoter') },
            ]}
          />
        </Stack>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setDialog({ mode: 'create' })}
        >
          {t('catalogue.settings.categories.add')}
        </Button>
      </Group>
      {body}
      <NamesModal
        opened={!!dialog}
        title={title}
        initial={
          dialog?.mode === 'rename'
            ? { namePt: dialog.target.namePt, nameEn: dialog.target.nameEn }
            : undefined
        }
        onClose={() => setDialog(null)}
        onSubmit={submit}
      />
    </Stack>
  )
}

function CategoryRow({
  category: c,
  index,
  count,
  onMove,
  onRename,
  onToggle,
  heading = false,
}: {
  category: AdminCategoryDto
  index: number
  count: number
  onMove: (delta: -1 | 1) => void
  onRename: () => void
  onToggle: () => void
  heading?: boolean
}) {
  const { t, locale } = useLocale()
  const name = c.namePt
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={0}>
        <Group gap="xs">
          {heading ? (
            <Title order={3} size="h5">
              {locale === 'en' ? c.nameEn : c.namePt}
            </Title>
          ) : (
            <Text fw={500}>{locale === 'en' ? c.nameEn : c.namePt}</Text>
          )}
          <ActiveBadge isActive={c.isActive} />
        </Group>
        <Text size="xs" c="dimmed">
          {locale === 'en' ? c.namePt : c.nameEn} ·{' '}
          {t('catalogue.settings.categories.slug', { slug: c.slug })}
        </Text>
      </Stack>
      <Group gap={4}>
        <ActionIcon
          variant="subtle"
          disabled={index === 0}
          onClick={() => onMove(-1)}
          aria-label={t('catalogue.settings.categories.moveUp', { name })}
        >
          <IconArrowUp size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          disabled={index === count - 1}
          onClick={() => onMove(1)}
          aria-label={t('catalogue.settings.categories.moveDown', { name })}
        >
          <IconArrowDown size={16} aria-hidden />
        </ActionIcon>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={onRename}
          aria-label={t('catalogue.settings.renameOf', { name })}
        >
          {t('catalogue.settings.rename')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color={c.isActive ? 'red' : 'teal'}
          leftSection={
            c.isActive ? <IconEyeOff size={14} aria-hidden /> : <IconEye size={14} aria-hidden />
          }
          onClick={onToggle}
          aria-label={t(
            c.isActive ? 'catalogue.settings.inactivateOf' : 'catalogue.settings.activateOf',
            { name },
          )}
        >
          {t(c.isActive ? 'catalogue.settings.inactivate' : 'catalogue.settings.activate')}
        </Button>
      </Group>
    </Group>
  )
}
