import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {navbar} from '../../config/navbar';
import {site} from '../../config/site';

const themeConfig = config.themeConfig;

describe('site settings of notes/requirements.md', () => {
  it('serves from / with trailing slashes', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.trailingSlash).toBe(true);
  });

  it('builds with Rspack and SWC, whose native bindings the install provides', async () => {
    expect(config.future.v4.fasterByDefault).toBe(true);
    const rspack = await import('@rspack/core');
    expect(typeof rspack.rspackVersion).toBe('string');
    const swc = await import('@swc/core');
    expect(swc.transformSync('const a: number = 1;', {jsc: {parser: {syntax: 'typescript'}}}).code).toContain('a = 1');
  });

  it('has one locale, en-GB, left to right', () => {
    expect(config.i18n.locales).toEqual(['en-GB']);
    expect(config.i18n.defaultLocale).toBe('en-GB');
    expect(config.i18n.localeConfigs['en-GB']).toMatchObject({direction: 'ltr', htmlLang: 'en-GB'});
  });

  it('fails the build on broken links and only warns on broken markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  it('starts light, with the three-state switch enabled, stored under the plain "theme" key', () => {
    expect(themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    });
    expect(config.future.v4.siteStorageNamespacing).toBe(false);
  });

  it('shows table-of-contents levels 2 to 3 and a docs sidebar that cannot be hidden', () => {
    expect(themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(themeConfig.docs.sidebar.hideable).toBe(false);
  });

  it('has a closeable announcement bar whose id comes from the site constants', () => {
    expect(themeConfig.announcementBar).toMatchObject({id: site.announcement.id, isCloseable: true});
  });

  it('hides the navbar on scroll and keeps the required order on the left', () => {
    expect(navbar.hideOnScroll).toBe(true);
    const left = navbar.items.filter((item) => item.position === 'left').map((item) => item.label);
    expect(left).toEqual(['Business', 'Developers', 'API Reference', 'Onboarding', 'Engagement Form', 'Ideas']);
  });

  it('loads no fonts, scripts or stylesheets from other hosts', () => {
    const serialised = JSON.stringify({
      scripts: (config as {scripts?: unknown}).scripts,
      stylesheets: (config as {stylesheets?: unknown}).stylesheets,
      headTags: (config as {headTags?: unknown}).headTags,
    });
    expect(serialised).not.toMatch(/https?:\/\//);
  });
});
