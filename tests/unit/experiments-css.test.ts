// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { experimentCss } from '../../experiments/pre-paint.ts';
import { ctaV1, type Experiment } from '../../experiments/registry.ts';

const css = experimentCss([ctaV1]);
const rules = css.split('\n');
const keys = ctaV1.variants.map((v) => v.key);
const text = '.exp-text[data-experiment="cta_v1"] .exp-text__v';
const rule = (selector: string, display: 'none' | 'inline') => `${selector}{display:${display}}`;

describe('experimentCss (string form)', () => {
  it('hides every variant text by default with display:none (not visibility/opacity)', () => {
    expect(rules[0]).toBe('.exp-text__v{display:none}');
    expect(css).not.toMatch(/visibility|opacity/);
  });

  it('shows the first variant without the attribute', () => {
    expect(rules).toContain(rule(`${text}[data-variant="readiness7q-a"]`, 'inline'));
    expect(rules.filter((r) => !r.startsWith('html[') && r.endsWith('{display:inline}'))).toHaveLength(1);
  });

  it('for each other attribute value shows exactly that variant and hides the first', () => {
    for (const value of keys.slice(1)) {
      const when = `html[data-exp-cta-v1="${value}"] ${text}`;
      const scoped = rules.filter((r) => r.startsWith(`html[data-exp-cta-v1="${value}"]`));
      expect(scoped).toEqual([rule(`${when}[data-variant="readiness7q-a"]`, 'none'), rule(`${when}[data-variant="${value}"]`, 'inline')]);
    }
  });

  it('scopes rules per experiment so equal variant keys do not clash', () => {
    const other: Experiment = { ...ctaV1, id: 'hero_v2', cookieName: 'exp_hero_v2' };
    const both = experimentCss([ctaV1, other]);
    expect(both).toContain('html[data-exp-hero-v2="readiness7q-b"] .exp-text[data-experiment="hero_v2"]');
    expect(both.match(/\.exp-text__v\{display:none\}/g)).toHaveLength(1);
  });
});

/** Which variant texts a browser would display, by the cascade in jsdom. */
function shown(attribute: string | null): string[] {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  if (attribute === null) document.documentElement.removeAttribute('data-exp-cta-v1');
  else document.documentElement.setAttribute('data-exp-cta-v1', attribute);
  document.body.innerHTML = `<button><span class="exp-text" data-experiment="cta_v1">${keys
    .map((k) => `<span class="exp-text__v" data-variant="${k}">${k}</span>`)
    .join('')}</span></button>`;
  return [...document.querySelectorAll<HTMLElement>('.exp-text__v')]
    .filter((el) => getComputedStyle(el).display !== 'none')
    .map((el) => el.dataset.variant ?? '');
}

describe('experimentCss (cascade in jsdom)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-exp-cta-v1');
  });

  it('displays exactly one variant for every attribute state', () => {
    expect(shown(null)).toEqual(['readiness7q-a']);
    for (const key of keys) expect(shown(key)).toEqual([key]);
    expect(shown('readiness7q-gone')).toEqual(['readiness7q-a']);
  });
});
