import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import type { SessionUser } from '@galera/shared/auth/auth.schemas.ts'
import { UPLOAD_LIMITS, type ImageDto } from '@galera/shared/media/media.schemas.ts'
import { useLocale } from '../../lib/i18n.ts'
import { notifySuccess } from '../../lib/notify.tsx'
import { areaOfProfile, fetchMyAvatar, MY_AVATAR_KEY, setMyAvatar } from './api.ts'
import { ImageLibraryModal } from './image-library-modal.tsx'

/** The profile's picture block: current avatar, "Alterar foto" opens the library. */
export function ProfilePicture({ user }: { user: SessionUser }) {
  const { t } = useLocale()
  const client = useQueryClient()
  const [opened, setOpened] = useState(false)
  const avatar = useQuery({ queryKey: MY_AVATAR_KEY, queryFn: fetchMyAvatar })
  const save = useMutation({
    mutationFn: (image: ImageDto) => setMyAvatar(image.id),
    onSuccess: (res) => {
      client.setQueryData(MY_AVATAR_KEY, res)
      setOpened(false)
      notifySuccess(t('media.avatar.saved'))
    },
  })
  const image = avatar.data?.image

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="profile-picture">
      <Stack gap="md">
        <Title order={2} size="h4" id="profile-picture">
          {t('media.avatar.title')}
        </Title>
        <Group gap="md">
          <Avatar
            src={image?.urls.medium}
            alt={t('media.avatar.alt', { name: user.name })}
            size={96}
            radius="50%"
            color="festa"
            data-testid="profile-avatar"
          >
            {user.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={4}>
            <Button
              variant="light"
              leftSection={<IconPhoto size={16} aria-hidden />}
              onClick={() => setOpened(true)}
              loading={save.isPending}
            >
              {t('media.avatar.change')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('media.library.hint', { mb: UPLOAD_LIMITS.imageMaxBytes / 1024 / 1024 })}
            </Text>
          </Stack>
        </Group>
      </Stack>
      <ImageLibraryModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('media.avatar.pick')}
        area={areaOfProfile(user.profile)}
        purpose="avatar"
        onSelect={(img) => save.mutate(img)}
      />
    </Card>
  )
}
