import { Avatar } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { fetchMyAvatar, MY_AVATAR_KEY } from './api.ts'

function initials(name: string): string {
  const parts = name.trim().split(/\s+/)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase()
}

/**
 * The signed-in user's picture for the header's user button (initials until one is set). Shares
 * its cache with the profile page, so choosing a new picture updates the header at once.
 */
export function HeaderAvatar({ name }: { name: string }) {
  const avatar = useQuery({ queryKey: MY_AVATAR_KEY, queryFn: fetchMyAvatar, staleTime: 300_000 })
  return (
    <Avatar
      size={24}
      color="festa"
      radius="xl"
      src={avatar.data?.image?.urls.thumb ?? null}
      alt=""
      aria-hidden
    >
      {initials(name)}
    </Avatar>
  )
}
