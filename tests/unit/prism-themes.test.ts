import {describe, expect, it} from 'vitest';
import {contrastRatio, darkCodeTheme, lightCodeTheme, minimumContrast, readableOn} from '../../config/prismThemes';

describe('code block colours', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every %s token reads at AA contrast on its background', (_mode, theme) => {
    const background = theme.plain.backgroundColor ?? '';
    const colours = [theme.plain.color ?? '', ...theme.styles.flatMap((style) => style.style.color ?? [])];
    for (const colour of colours) expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('leaves colours that already pass untouched', () => {
    expect(readableOn('#ffffff', '#000000')).toBe('#000000');
  });

  it('darkens a pale colour on a light background and lightens a dark one on a dark background', () => {
    const darkened = readableOn('#ffffff', '#36acaa');
    expect(contrastRatio(darkened, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    const lightened = readableOn('#282a36', '#6272a4');
    expect(contrastRatio(lightened, '#282a36')).toBeGreaterThanOrEqual(minimumContrast);
  });
});
