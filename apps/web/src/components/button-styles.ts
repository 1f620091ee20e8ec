// Shared looks for links and buttons that act as calls to action, so every page agrees.
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors min-h-11 px-5 text-base no-underline';

const VARIANTS = {
  primary: 'bg-brand-900 text-cream-50 hover:bg-brand-800',
  gold: 'bg-gold-400 text-brand-950 hover:bg-gold-300',
  outline: 'border-2 border-brand-900 text-brand-900 hover:bg-brand-50',
  outlineLight: 'border-2 border-cream-100/80 text-cream-50 hover:bg-white/10',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}
