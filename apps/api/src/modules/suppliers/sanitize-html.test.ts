import { describe, expect, it } from 'vitest'
import { safeHref, sanitizeRichText } from './sanitize-html.ts'

describe('sanitizeRichText', () => {
  it('keeps the allow-list and maps what a contenteditable writes', () => {
    const { html, text } = sanitizeRichText(
      '<div><b>Brindes</b> e <i>canecas</i></div><ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol><p>a<br>b</p>',
    )
    expect(html).toBe(
      '<p><strong>Brindes</strong> e <em>canecas</em></p><ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol><p>a<br>b</p>',
    )
    expect(text).toBe('Brindes e canecas\num\ndois\ntrês\na\nb')
  })

  it('drops script, style and event handlers with their payloads', () => {
    const { html, text } = sanitizeRichText(
      '<p onclick="alert(1)" style="color:red" class="x">oi</p><script>alert(2)</script><style>p{}</style><img src=x onerror="alert(3)"><svg onload=alert(4)><circle/></svg>',
    )
    expect(html).toBe('<p>oi</p>')
    expect(text).toBe('oi')
    expect(html).not.toMatch(/alert|onerror|onclick|style|script|svg|img/)
  })

  it('keeps only http(s) links, with rel nofollow noopener', () => {
    const { html } = sanitizeRichText(
      '<p><a href="https://brindes.example/x?a=1&b=2" target="_blank" onmouseover="x()">site</a> <a href="javascript:alert(1)">mau</a> <a href=" JaVaScRiPt:alert(1)">mau2</a> <a href="data:text/html,<script>">d</a></p>',
    )
    expect(html).toBe(
      '<p><a href="https://brindes.example/x?a=1&amp;b=2" rel="nofollow noopener noreferrer">site</a> mau mau2 d</p>',
    )
  })

  it('escapes text so broken markup cannot become a tag', () => {
    const { html } = sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt; "x" \'y\'</p>')
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &#39;y&#39;</p>')
  })

  it('unwraps unknown elements, flattens nested blocks and removes empty paragraphs', () => {
    const { html } = sanitizeRichText(
      '<section><span style="x">a</span></section><div><div>b</div><div>c</div></div><p><br></p><div></div>',
    )
    expect(html).toBe('a<p>b<br>c</p>')
  })

  it('drops the line breaks an editor leaves at the edges of blocks', () => {
    expect(
      sanitizeRichText(
        '<ul><li>a<br></li></ul><br><p><br>b<br><br></p><p><br></p><br><br><ol><li>c</li></ol>',
      ).html,
    ).toBe('<ul><li>a</li></ul><p>b</p><ol><li>c</li></ol>')
  })

  it('does not nest links', () => {
    expect(
      sanitizeRichText('<a href="https://a.test"><a href="https://b.test">x</a></a>').html,
    ).toBe(
      '<a href="https://a.test/" rel="nofollow noopener noreferrer"></a><a href="https://b.test/" rel="nofollow noopener noreferrer">x</a>',
    )
  })
})

describe('safeHref', () => {
  it('accepts http and https only', () => {
    expect(safeHref('http://a.test')).toBe('http://a.test/')
    expect(safeHref('vbscript:x')).toBeNull()
    expect(safeHref('/relative')).toBeNull()
  })
})
