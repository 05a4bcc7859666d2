import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core'

// Brand "festa": a warm magenta. Shade 7 is the primary so white text on filled buttons reaches
// 7.3:1 and magenta text on white 7.3:1 (WCAG AA needs 4.5:1).
const festa: MantineColorsTuple = [
  '#fff0f9',
  '#fcd9ee',
  '#f7b0dc',
  '#f182c8',
  '#e956b4',
  '#d6339f',
  '#b81a87',
  '#a3106f',
  '#84095a',
  '#640446',
]

// Accent "uva": a grape violet for the hero gradient and highlights.
const uva: MantineColorsTuple = [
  '#f5efff',
  '#e6dafc',
  '#cbb3f7',
  '#ae89f2',
  '#9463ec',
  '#8049e8',
  '#7038d4',
  '#5f2cb8',
  '#4f2398',
  '#3d1a78',
]

export const theme = createTheme({
  primaryColor: 'festa',
  primaryShade: 7,
  colors: { festa, uva },
  autoContrast: true,
  // A person who asked their system for less motion gets dialogs and toasts without the slide
  // and fade (WCAG 2.3.3). The e2e browser asks for it too, so a check never reads a toast or a
  // dialog halfway through a fade (axe measured a fading toast over a modal's backdrop).
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Keyboard users can show and hide a password too.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // A toast's description defaults to gray.6 (3.3:1 on white): the body text colour instead.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    // A badge never hides its words behind an ellipsis ("DEVOLVIDO A…"): in a narrow cell or
    // on a phone it grows to a second line instead. One line keeps Mantine's height.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: {
          whiteSpace: 'normal',
          overflow: 'visible',
          overflowWrap: 'break-word',
          lineHeight: 1.3,
          paddingBlock: 2,
        },
      },
    },
  },
})

// Mantine's light-scheme defaults put some text at shade 6 (dimmed gray.6 is 3.3:1 on white, the
// error red.6 3.3:1, success teal.6 2.6:1). Darker shades keep every text WCAG AA.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-anchor': t.colors.festa[7],
    '--mantine-color-error': t.colors.red[9],
    '--mantine-color-red-light-color': t.colors.red[9],
    // teal.9 is 4.3:1 on the light variant's teal.1 background (a light "Activate" button): one
    // step darker than the palette keeps it at 6:1, hovered too.
    '--mantine-color-teal-light-color': '#06664a',
    '--mantine-color-festa-light-color': t.colors.festa[8],
  },
  dark: {},
})
