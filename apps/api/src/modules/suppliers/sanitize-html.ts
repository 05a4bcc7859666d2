import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { normalizeAboutText } from '@galera/shared/catalogue/supplier-page.schemas.ts'
import { escapeHtml } from '../../platform/html.ts'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/**
 * The rich-text allow-list (ADR 0020, SECURITY.md): the input is parsed like a browser would
 * (parse5, the HTML5 algorithm) and written back from the tree keeping only p, br, strong, em,
 * ul, ol, li and a[href] with an http(s) link (rel="nofollow noopener noreferrer"). Every other
 * attribute goes (on*, style, class…); dangerous elements go with their content; any other
 * element is replaced by its children. b/i become strong/em and div becomes p, which is what a
 * contenteditable produces. Text is escaped, so the output cannot hold markup we did not write.
 */

/** Dropped with everything inside. */
const DROP = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'select',
  'option',
  'button',
  'input',
  'svg',
  'math',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'img',
  'video',
  'audio',
  'canvas',
  'form',
  'xmp',
  'plaintext',
])
const RENAME: Record<string, string> = { b: 'strong', i: 'em', div: 'p', h1: 'p', h2: 'p', h3: 'p' }
const INLINE = new Set(['strong', 'em', 'a'])
const BLOCK = new Set(['p', 'ul', 'ol', 'li'])

export interface SanitizedHtml {
  html: string
  /** The plain text, normalised as the length rule counts it. */
  text: string
}

export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim())
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    return url.toString()
  } catch {
    return null
  }
}

function isElement(node: Node): node is Element {
  return 'tagName' in node
}

export function sanitizeRichText(input: string): SanitizedHtml {
  const fragment = parseFragment(input)
  let html = ''
  let text = ''

  /** `inBlock`: inside a p or li (a nested p/div is flattened with a line break). */
  function walk(nodes: Node[], ctx: { inBlock: boolean; inList: boolean; inLink: boolean }) {
    let first = true
    for (const node of nodes) {
      if (node.nodeName === '#text') {
        const value = (node as DefaultTreeAdapterMap['textNode']).value
        html += escapeHtml(value)
        text += value
        first = false
        continue
      }
      if (!isElement(node)) continue // comments, doctype
      const raw = node.tagName.toLowerCase()
      if (DROP.has(raw)) continue
      const tag = RENAME[raw] ?? raw
      if (tag === 'br') {
        html += '<br>'
        text += '\n'
        first = false
        continue
      }
      if (tag === 'a') {
        const href = node.attrs.find((a) => a.name === 'href')?.value
        const safe = href && !ctx.inLink ? safeHref(href) : null
        if (!safe) {
          walk(node.childNodes, ctx)
        } else {
          html += `<a href="${escapeHtml(safe)}" rel="nofollow noopener noreferrer">`
          walk(node.childNodes, { ...ctx, inLink: true })
          html += '</a>'
        }
        first = false
        continue
      }
      if (INLINE.has(tag)) {
        html += `<${tag}>`
        walk(node.childNodes, ctx)
        html += `</${tag}>`
        first = false
        continue
      }
      if (tag === 'p') {
        if (ctx.inBlock) {
          if (!first) {
            html += '<br>'
            text += '\n'
          }
          walk(node.childNodes, ctx)
        } else {
          html += '<p>'
          walk(node.childNodes, { ...ctx, inBlock: true })
          html += '</p>'
          text += '\n'
        }
        first = false
        continue
      }
      if (tag === 'ul' || tag === 'ol') {
        html += `<${tag}>`
        walk(node.childNodes, { inBlock: false, inList: true, inLink: ctx.inLink })
        html += `</${tag}>`
        text += '\n'
        first = false
        continue
      }
      if (tag === 'li') {
        if (ctx.inList) {
          html += '<li>'
          walk(node.childNodes, { inBlock: true, inList: false, inLink: ctx.inLink })
          html += '</li>'
          text += '\n'
        } else walk(node.childNodes, ctx)
        first = false
        continue
      }
      // Any other element (span, font, section, table…): keep only its content.
      walk(node.childNodes, ctx)
      if (!BLOCK.has(tag)) first = false
    }
  }

  walk(fragment.childNodes, { inBlock: false, inList: false, inLink: false })
  // A contenteditable leaves <br> at the start or end of blocks and empty paragraphs: removed.
  // Text directly inside a list (not in an li) is invalid but harmless: the browser shows it.
  html = html
    .replace(/<(p|li)>(?:\s*<br>)+/g, '<$1>')
    .replace(/(?:<br>\s*)+<\/(p|li)>/g, '</$1>')
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/(<\/(?:p|ul|ol)>)(?:\s*<br>)+/g, '$1')
    .replace(/(?:<br>\s*)+(<(?:p|ul|ol)>)/g, '$1')
    .trim()
  return { html, text: normalizeAboutText(text) }
}
