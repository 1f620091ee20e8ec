// Shared looks for links and buttons that act as calls to action, so every page agrees: the
// `btn` classes of index.css (there, not here, so the entry chunk of `/` does not carry them).
// Classes given in `extra` are utilities, which win over them.

const VARIANTS = {
  primary: 'btn-primary',
  gold: 'btn-gold',
  outline: 'btn-outline',
  outlineLight: 'btn-outline-light',
  danger: 'btn-danger',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `btn ${VARIANTS[variant]} ${extra}`.trim();
}
