import { useState } from 'react'
import {
  ActionIcon,
  AspectRatio,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import type {
  AdminPromoterDetail,
  GalleryItemDto,
} from '@galera/shared/promoters/promoter.schemas.ts'
import { EmptyState } from '../../../components/states.tsx'
import { useLocale } from '../../../lib/i18n.ts'
import { adminPromoterKey, removeGalleryItem } from '../api.ts'
import { notifyAdmin } from '../../../lib/admin-notify.ts'

/** "Galeria": the promoter's pictures and videos; an admin removes an offensive one (audited). */
export function GalleryTab({ promoter }: { promoter: AdminPromoterDetail }) {
  const { t } = useLocale()
  const queryClient = useQueryClient()
  const [target, setTarget] = useState<{ item: GalleryItemDto; n: number } | null>(null)
  const remove = useMutation({
    mutationFn: (itemId: string) => removeGalleryItem(promoter.id, itemId),
    onSuccess: (updated) => {
      setTarget(null)
      queryClient.setQueryData(adminPromoterKey(promoter.id), updated)
      notifyAdmin(t('admin.promoters.gallery.removed'))
    },
    onError: (e) => {
      setTarget(null)
      notifyAdmin(e.message, 'red')
    },
  })

  if (promoter.gallery.length === 0)
    return <EmptyState title={t('admin.promoters.gallery.empty')} />
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" p={0} m={0}>
        {promoter.gallery.map((item, i) => {
          const n = i + 1
          return (
            <Card
              key={item.id}
              component="li"
              withBorder
              radius="md"
              padding="xs"
              style={{ listStyle: 'none' }}
            >
              <Card.Section>
                <AspectRatio ratio={1}>
                  {item.image ? (
                    <Image
                      src={item.image.thumb}
                      alt={t('admin.promoters.gallery.picture', { n })}
                      fit="cover"
                    />
                  ) : (
                    <ThemeIcon variant="light" color="gray" radius={0} aria-hidden>
                      <IconPlayerPlay size={32} />
                    </ThemeIcon>
                  )}
                </AspectRatio>
              </Card.Section>
              <Group justify="space-between" mt="xs" gap={4} wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  {item.video && (
                    <Text size="xs" truncate>
                      <a href={item.video.url} target="_blank" rel="noreferrer noopener">
                        {t('admin.promoters.gallery.video', { provider: item.video.provider })}
                      </a>
                    </Text>
                  )}
                  {item.isCover && (
                    <Badge size="sm" variant="outline" color="blue.9">
                      {t('admin.promoters.gallery.cover')}
                    </Badge>
                  )}
                </Stack>
                <ActionIcon
                  color="red"
                  variant="light"
                  aria-label={t('admin.promoters.gallery.remove', { n })}
                  onClick={() => setTarget({ item, n })}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Card>
          )
        })}
      </SimpleGrid>
      <Modal
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t('admin.promoters.gallery.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('admin.common.cancel') }}
      >
        <Stack gap="md">
          <Text>{t('admin.promoters.gallery.confirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTarget(null)}>
              {t('admin.common.cancel')}
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() => target && remove.mutate(target.item.id)}
            >
              {t('admin.common.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
