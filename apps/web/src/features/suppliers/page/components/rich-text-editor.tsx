import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { ActionIcon, Button, Group, Input, Modal, Stack, Text, TextInput } from '@mantine/core'
import {
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconUnlink,
} from '@tabler/icons-react'
import {
  ABOUT_TEXT_MAX,
  ABOUT_TEXT_MIN,
  aboutTextLength,
} from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { useLocale } from '../../../../lib/i18n.ts'
import classes from './supplier-page.module.css'

interface Props {
  label: string
  description: string
  error?: string
  required?: boolean
  /** The saved (server-sanitised) HTML; read once when the editor mounts. */
  initialHtml: string
  onChange: (html: string, textLength: number) => void
}

function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value.trim())
    return u.protocol === 'http:' || u.protocol === 'https:'
  } catch {
    return false
  }
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )
}

/**
 * The company "about" editor (ADR 0020): a contenteditable region named as a multi-line textbox,
 * with a toolbar (bold, italic, lists, link, remove link) reachable by keyboard. Ctrl+B / Ctrl+I
 * work as usual; pasting keeps the text only. The server sanitises what it receives anyway.
 */
export function RichTextEditor({
  label,
  description,
  error,
  required,
  initialHtml,
  onChange,
}: Props) {
  const { t } = useLocale()
  const id = useId()
  const editor = useRef<HTMLDivElement>(null)
  const range = useRef<Range | null>(null)
  const [count, setCount] = useState(0)
  const [linkOpen, setLinkOpen] = useState(false)
  const [linkUrl, setLinkUrl] = useState('https://')
  const [linkError, setLinkError] = useState<string | null>(null)

  useEffect(() => {
    const el = editor.current
    if (!el) return
    el.innerHTML = initialHtml
    const length = aboutTextLength(el.innerText)
    setCount(length)
    onChange(el.innerHTML, length)
    // Only on mount: later changes come from typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const emit = () => {
    const el = editor.current
    if (!el) return
    const length = aboutTextLength(el.innerText)
    setCount(length)
    onChange(el.innerHTML, length)
  }

  /** Remembers the caret/selection inside the editor so the toolbar acts on it. */
  const saveSelection = () => {
    const sel = window.getSelection()
    if (sel && sel.rangeCount > 0 && editor.current?.contains(sel.anchorNode)) {
      range.current = sel.getRangeAt(0).cloneRange()
    }
  }

  const restoreSelection = () => {
    const el = editor.current
    if (!el) return
    el.focus()
    const sel = window.getSelection()
    if (sel && range.current) {
      sel.removeAllRanges()
      sel.addRange(range.current)
    }
  }

  const exec = (command: string, value?: string) => {
    restoreSelection()
    document.execCommand('defaultParagraphSeparator', false, 'p')
    document.execCommand(command, false, value)
    saveSelection()
    emit()
  }

  const insertLink = () => {
    const url = linkUrl.trim()
    if (!isHttpUrl(url)) {
      setLinkError(t('catalogue.supplierPage.about.linkInvalid'))
      return
    }
    setLinkOpen(false)
    restoreSelection()
    const sel = window.getSelection()
    if (sel && !sel.isCollapsed) document.execCommand('createLink', false, url)
    else
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
      )
    saveSelection()
    emit()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
      e.preventDefault()
      saveSelection()
      setLinkError(null)
      setLinkOpen(true)
    }
  }

  const tools = [
    { key: 'bold', icon: IconBold, run: () => exec('bold') },
    { key: 'italic', icon: IconItalic, run: () => exec('italic') },
    { key: 'bulletList', icon: IconList, run: () => exec('insertUnorderedList') },
    { key: 'orderedList', icon: IconListNumbers, run: () => exec('insertOrderedList') },
    {
      key: 'link',
      icon: IconLink,
      run: () => {
        setLinkError(null)
        setLinkUrl('https://')
        setLinkOpen(true)
      },
    },
    { key: 'unlink', icon: IconUnlink, run: () => exec('unlink') },
  ] as const

  const labelId = `${id}-label`
  const descId = `${id}-desc`
  const counterId = `${id}-counter`
  const errorId = `${id}-error`
  const outOfRange = count < ABOUT_TEXT_MIN || count > ABOUT_TEXT_MAX

  return (
    <Stack gap={6}>
      <div>
        <Input.Label id={labelId} required={required} onClick={() => editor.current?.focus()}>
          {label}
        </Input.Label>
        <Input.Description id={descId}>{description}</Input.Description>
      </div>
      <div className={classes.editorFrame} data-error={error ? true : undefined}>
        <Group
          gap={4}
          role="toolbar"
          aria-label={t('catalogue.supplierPage.about.toolbar')}
          aria-controls={`${id}-editor`}
          className={classes.toolbar}
        >
          {tools.map(({ key, icon: Icon, run }) => (
            <ActionIcon
              key={key}
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t(`catalogue.supplierPage.about.${key}`)}
              title={t(`catalogue.supplierPage.about.${key}`)}
              // Keeps the selection in the editor when clicked with a mouse.
              onMouseDown={(e) => e.preventDefault()}
              onClick={run}
            >
              <Icon size={18} aria-hidden />
            </ActionIcon>
          ))}
        </Group>
        <div
          ref={editor}
          id={`${id}-editor`}
          className={classes.editor}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={`${descId} ${counterId}${error ? ` ${errorId}` : ''}`}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          onInput={emit}
          onKeyUp={saveSelection}
          onMouseUp={saveSelection}
          onBlur={saveSelection}
          onKeyDown={onKeyDown}
          onPaste={(e) => {
            e.preventDefault()
            document.execCommand('insertText', false, e.clipboardData.getData('text/plain'))
          }}
        />
      </div>
      <Text id={counterId} size="sm" c={outOfRange ? 'red.9' : 'dimmed'}>
        {t('catalogue.supplierPage.about.counter', {
          count,
          max: ABOUT_TEXT_MAX,
          min: ABOUT_TEXT_MIN,
        })}
      </Text>
      {error && <Input.Error id={errorId}>{error}</Input.Error>}

      <Modal
        opened={linkOpen}
        onClose={() => setLinkOpen(false)}
        title={t('catalogue.supplierPage.about.linkTitle')}
        closeButtonProps={{ 'aria-label': t('catalogue.supplierPage.about.cancel') }}
        returnFocus={false}
        onExitTransitionEnd={() => restoreSelection()}
      >
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            e.stopPropagation()
            insertLink()
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('catalogue.supplierPage.about.linkUrl')}
              type="url"
              value={linkUrl}
              onChange={(e) => setLinkUrl(e.currentTarget.value)}
              error={linkError}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setLinkOpen(false)}>
                {t('catalogue.supplierPage.about.cancel')}
              </Button>
              <Button type="submit">{t('catalogue.supplierPage.about.linkAdd')}</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  )
}
