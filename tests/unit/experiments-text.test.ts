// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ExperimentText, currentVariant } from '../../src/components/experiment-text.tsx';
import { ctaV1, type Experiment } from '../../experiments/registry.ts';
import { segmentText } from '../../src/typeset/segment.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cta = (experiment: Experiment = ctaV1) =>
  createElement('a', { className: 'button', href: '/readiness' }, createElement(ExperimentText, { experiment }));
/** The registry as the build makes it: `phrases()` marks the texts' phrase boundaries (src/typeset/vite-plugin.ts). */
const built: Experiment = { ...ctaV1, variants: ctaV1.variants.map((v) => ({ ...v, text: segmentText(v.text) })) };

afterEach(() => {
  document.documentElement.removeAttribute('data-exp-cta-v1');
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ExperimentText', () => {
  it('renders every variant text, the same HTML for every visitor', () => {
    const html = renderToString(cta());
    expect(html).toBe(
      '<a class="button" href="/readiness"><span class="exp-text" data-experiment="cta_v1">' +
        ctaV1.variants.map((v) => `<span class="exp-text__v" data-variant="${v.key}">${v.text}</span>`).join('') +
        '</span></a>',
    );
  });

  it('draws the phrase marks of the built texts as <wbr>, and nothing else changes', () => {
    const html = renderToString(cta(built));
    expect(html.match(/<wbr\/>/g)?.length).toBeGreaterThan(ctaV1.variants.length);
    expect(html.replaceAll('<wbr/>', '')).toBe(renderToString(cta()));
  });

  it.each([
    ['as written', ctaV1],
    ['with phrase marks', built],
  ])('hydrates without a mismatch whatever variant the pre-paint script chose (texts %s)', async (_, experiment) => {
    const server = renderToString(cta(experiment));
    for (const v of experiment.variants) {
      document.documentElement.setAttribute('data-exp-cta-v1', v.key);
      const container = document.createElement('div');
      container.innerHTML = server;
      const parsed = container.innerHTML; // as the browser serialises it (<wbr>, not <wbr/>)
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, cta(experiment), { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(parsed);
      act(() => root.unmount());
    }
  });
});

describe('currentVariant', () => {
  it('reads the <html> attribute and falls back to the first variant like the CSS', () => {
    expect(currentVariant('cta_v1')).toBe('readiness7q-a');
    document.documentElement.setAttribute('data-exp-cta-v1', 'readiness7q-c');
    expect(currentVariant('cta_v1')).toBe('readiness7q-c');
    document.documentElement.setAttribute('data-exp-cta-v1', 'removed');
    expect(currentVariant('cta_v1')).toBe('readiness7q-a');
    expect(currentVariant('no_such_experiment')).toBeUndefined();
  });
});
