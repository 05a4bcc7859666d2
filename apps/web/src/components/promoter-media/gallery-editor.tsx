import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core'
import {
  GALLERY_MAX_ITEMS,
  type GalleryItemDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { isApiError } from '../../lib/api-client.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifyError, notifySuccess } from '../../lib/notify.tsx'
import { UnsavedChangesPrompt } from '../unsaved-changes-prompt.tsx'
import { GalleryItemCard } from './gallery-item-card.tsx'
import { moveItem, sameOrder } from './order.ts'
import { VideoForm } from './video-form.tsx'
import classes from './promoter-media.module.css'

/** The writes of one gallery: each answers the gallery as saved (ADR 0014, ADR 0035). */
export interface GalleryActions {
  addVideo: (videoUrl: string) => Promise<GalleryItemDto[]>
  saveOrder: (ids: string[]) => Promise<GalleryItemDto[]>
  setCover: (itemId: string) => Promise<GalleryItemDto[]>
  remove: (itemId: string) => Promise<GalleryItemDto[]>
  /** Keeps the screen's caches in step with the gallery a write answered. */
  onSaved: (items: GalleryItemDto[]) => void
}

/** Runs one write with the editor's busy state and toasts; true when it went through. */
export type RunWrite = (action: () => Promise<GalleryItemDto[]>, done: string) => Promise<boolean>

/**
 * The gallery editor of the promoter's panel and of the admin's promoter screen (one component,
 * ADR 0035): items in order with the cover marked; add a picture (the screen plugs in how:
 * the promoter's library, an admin's upload) or a YouTube/Vimeo link; set the cover, remove;
 * reorder with move up/down buttons (keyboard friendly), then save the order. An order changed
 * and not saved asks before the screen is left.
 */
export function GalleryEditor({
  items: saved,
  actions,
  addPhoto,
  emptyText,
  confirmRemove,
}: {
  items: GalleryItemDto[]
  actions: GalleryActions
  addPhoto: (props: { disabled: boolean; run: RunWrite }) => ReactNode
  emptyText: string
  /** When given, removing asks first (the admin's removal e-mails the promoter). */
  confirmRemove?: { title: string; message: string; cancel: string; confirm: string }
}) {
  const { t } = useLocale()
  const [order, setOrder] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const [announce, setAnnounce] = useState('')
  const [removing, setRemoving] = useState<string | null>(null)
  const focusAfterMove = useRef<string | null>(null)
  const list = useRef<HTMLOListElement>(null)

  const serverIds = saved.map((i) => i.id)
  const serverKey = serverIds.join(',')
  useEffect(() => {
    setOrder(serverKey ? serverKey.split(',') : [])
  }, [serverKey])

  useEffect(() => {
    const target = focusAfterMove.current
    if (!target || !list.current) return
    focusAfterMove.current = null
    const button = list.current.querySelector<HTMLButtonElement>(`[data-move="${target}"]`)
    if (button && !button.disabled) button.focus()
    else {
      const [id] = target.split(':')
      list.current.querySelector<HTMLButtonElement>(`[data-move^="${id}:"]:not(:disabled)`)?.focus()
    }
  }, [order])

  const run: RunWrite = async (action, done) => {
    setBusy(true)
    try {
      actions.onSaved(await action())
      notifySuccess(done)
      return true
    } catch (e) {
      notifyError(isApiError(e) ? e.message : t('httpStatus.other'))
      return false
    } finally {
      setBusy(false)
    }
  }

  const byId = new Map(saved.map((i) => [i.id, i]))
  const items = order.map((id) => byId.get(id)).filter((i): i is GalleryItemDto => !!i)
  const dirty = items.length === serverIds.length && !sameOrder(order, serverIds)
  const full = serverIds.length >= GALLERY_MAX_ITEMS

  // Items are named by their saved position so a name stays put while the order is edited.
  const savedIndex = new Map(serverIds.map((id, i) => [id, i + 1]))
  const labelOf = (index: number) => savedIndex.get(order[index] ?? '') ?? index + 1
  const nameOf = (item: GalleryItemDto) => {
    const n = savedIndex.get(item.id) ?? 0
    return item.kind === 'image'
      ? t('promoterPanel.gallery.photo', { n })
      : t('promoterPanel.gallery.video', {
          n,
          provider: item.video?.provider === 'vimeo' ? 'Vimeo' : 'YouTube',
        })
  }
  const move = (index: number, delta: -1 | 1) => {
    focusAfterMove.current = `${order[index]}:${delta < 0 ? 'up' : 'down'}`
    setOrder(moveItem(order, index, delta))
    setAnnounce(
      t('promoterPanel.gallery.moved', { n: labelOf(index), position: index + delta + 1 }),
    )
  }
  const remove = (itemId: string) =>
    run(() => actions.remove(itemId), t('promoterPanel.gallery.removed'))

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={2} size="h3">
            {t('promoterPanel.gallery.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('promoterPanel.gallery.hint', { max: GALLERY_MAX_ITEMS })}
          </Text>
        </Stack>
        <Badge variant="light" size="lg">
          {t('promoterPanel.gallery.count', { count: serverIds.length, max: GALLERY_MAX_ITEMS })}
        </Badge>
      </Group>

      <Group align="flex-end" wrap="wrap" gap="md">
        {addPhoto({ disabled: full || busy, run })}
        <VideoForm disabled={full || busy} add={actions.addVideo} onAdded={actions.onSaved} />
      </Group>

      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {emptyText}
        </Text>
      ) : (
        <ol
          className={classes.galleryList}
          ref={list}
          aria-label={t('promoterPanel.gallery.title')}
        >
          {items.map((item, index) => (
            <li key={item.id} className={classes.galleryItem}>
              <GalleryItemCard
                item={item}
                name={nameOf(item)}
                n={labelOf(index)}
                first={index === 0}
                last={index === items.length - 1}
                busy={busy}
                onMove={(delta) => move(index, delta)}
                onCover={() =>
                  void run(() => actions.setCover(item.id), t('promoterPanel.gallery.coverSet'))
                }
                onRemove={() => (confirmRemove ? setRemoving(item.id) : void remove(item.id))}
              />
            </li>
          ))}
        </ol>
      )}
      <div role="status" aria-live="polite" className={classes.visuallyHidden}>
        {announce}
      </div>
      {dirty && (
        <Alert variant="light" color="festa">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">{t('promoterPanel.gallery.orderChanged')}</Text>
            <Button
              loading={busy}
              onClick={() =>
                void run(() => actions.saveOrder(order), t('promoterPanel.gallery.orderSaved'))
              }
            >
              {t('promoterPanel.gallery.saveOrder')}
            </Button>
          </Group>
        </Alert>
      )}
      <UnsavedChangesPrompt when={dirty} message={t('promoterPanel.gallery.unsavedOrder')} />
      {confirmRemove && (
        <Modal
          opened={removing !== null}
          onClose={() => setRemoving(null)}
          title={confirmRemove.title}
          closeButtonProps={{ 'aria-label': t('web.common.close') }}
        >
          <Stack gap="md">
            <Text>{confirmRemove.message}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
                {confirmRemove.cancel}
              </Button>
              <Button
                color="red.9"
                loading={busy}
                onClick={() => {
                  const id = removing
                  if (id) void remove(id).then(() => setRemoving(null))
                }}
              >
                {confirmRemove.confirm}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
    </Stack>
  )
}
