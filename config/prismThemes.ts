import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = readonly [number, number, number];

/** WCAG AA for normal-size text. */
export const minimumContrast = 4.5;

function parseColour(colour: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (hex !== undefined) {
    const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)\s*(?:,\s*1\s*)?\)$/.exec(colour.trim());
  if (rgb !== null) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function luminance([r, g, b]: Rgb): number {
  const [rl, gl, bl] = [r, g, b].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * rl + 0.7152 * gl + 0.0722 * bl;
}

export function contrastRatio(a: string, b: string): number {
  const [ca, cb] = [parseColour(a), parseColour(b)];
  if (ca === undefined || cb === undefined) throw new Error(`Cannot compare colours ${a} and ${b}`);
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('');
}

/** Moves a colour towards black or white, whichever is away from the background, until it reads at 4.5:1. */
export function readableOn(background: string, colour: string): string {
  const rgb = parseColour(colour);
  const bg = parseColour(background);
  if (rgb === undefined || bg === undefined) return colour;
  const target = luminance(bg) > 0.18 ? 0 : 255;
  for (let step = 0; step <= 20; step += 1) {
    const mixed = rgb.map((channel) => channel + ((target - channel) * step) / 20) as unknown as Rgb;
    if (contrastRatio(toHex(mixed), background) >= minimumContrast) return step === 0 ? colour : toHex(mixed);
  }
  return toHex([target, target, target]);
}

/**
 * Stock Prism themes colour some tokens (comments, numbers, punctuation) below AA contrast, which axe
 * reports on every page with code. Rather than retyping a palette, adjust just the failing tokens.
 */
export function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: readableOn(background, theme.plain.color ?? '#000000')},
    styles: theme.styles.map((style) => ({
      ...style,
      style: {
        ...style.style,
        ...(style.style.color === undefined ? {} : {color: readableOn(background, style.style.color)}),
        ...(style.style.opacity === undefined ? {} : {opacity: 1}),
      },
    })),
  };
}

export const lightCodeTheme = withReadableTokens(themes.github);
export const darkCodeTheme = withReadableTokens(themes.dracula);
