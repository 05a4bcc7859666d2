import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Box, Button, Paper, type ButtonProps } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'

interface Props {
  /** The button's visible text, which is also its accessible name. */
  label: ReactNode
  leftSection?: ReactNode
  variant?: ButtonProps['variant']
  width?: number
  children: (close: () => void) => ReactNode
}

/**
 * A button that shows a panel of links (the WAI-ARIA disclosure pattern). Lighter than a full
 * menu with a positioning engine, which keeps the home page inside its JS budget. Escape and a
 * click outside close it; focus returns to the button on Escape.
 */
export function DisclosureMenu({ label, leftSection, variant, width = 260, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onPointer = (e: MouseEvent | TouchEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false)
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('touchstart', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('touchstart', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <Box
      ref={root}
      pos="relative"
      onBlur={(e) => {
        if (open && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node))
          setOpen(false)
      }}
    >
      <Button
        ref={button}
        variant={variant}
        aria-expanded={open}
        aria-controls={id}
        leftSection={leftSection}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{
              transform: open ? 'rotate(180deg)' : undefined,
              transition: 'transform 150ms',
            }}
          />
        }
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </Button>
      <Paper
        id={id}
        hidden={!open}
        shadow="md"
        withBorder
        radius="md"
        p={6}
        w={width}
        maw="calc(100vw - 24px)"
        pos="absolute"
        right={0}
        top="calc(100% + 6px)"
        // `hidden` alone loses to the Paper's own display rule.
        style={{ zIndex: 300, display: open ? undefined : 'none' }}
      >
        {open && children(() => setOpen(false))}
      </Paper>
    </Box>
  )
}
