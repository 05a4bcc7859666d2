import { useState, type FormEvent } from 'react'
import { Button, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'

export interface SearchBoxProps {
  initial?: string
  label: string
  placeholder: string
  submit: string
  onSearch: (term: string) => void
  /** Light text on a dark hero. */
  onDark?: boolean
}

/** The free-text box (home hero and search screen): Enter or the button searches. */
export function SearchBox({
  initial = '',
  label,
  placeholder,
  submit,
  onSearch,
  onDark,
}: SearchBoxProps) {
  const [value, setValue] = useState(initial)
  const [last, setLast] = useState(initial)
  // The box follows the URL when back/forward changes the term.
  if (initial !== last) {
    setLast(initial)
    setValue(initial)
  }
  const send = (e: FormEvent) => {
    e.preventDefault()
    onSearch(value.trim())
  }
  return (
    <form role="search" onSubmit={send}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          type="search"
          maxLength={100}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
          size="md"
          styles={onDark ? { label: { color: 'var(--mantine-color-white)' } } : undefined}
        />
        <Button
          type="submit"
          size="md"
          color={onDark ? 'yellow' : undefined}
          c={onDark ? 'dark' : undefined}
        >
          {submit}
        </Button>
      </Group>
    </form>
  )
}
