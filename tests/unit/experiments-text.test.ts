// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ExperimentText, currentVariant } from '../../experiments/experiment-text.tsx';
import { ctaV1 } from '../../experiments/registry.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const cta = () => createElement('a', { className: 'button', href: '/readiness' }, createElement(ExperimentText, { experiment: ctaV1 }));

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

  it('hydrates without a mismatch whatever variant the pre-paint script chose', async () => {
    const server = renderToString(cta());
    for (const v of ctaV1.variants) {
      document.documentElement.setAttribute('data-exp-cta-v1', v.key);
      const container = document.createElement('div');
      container.innerHTML = server;
      document.body.append(container);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const recoverable = vi.fn();
      const root = await act(async () => hydrateRoot(container, cta(), { onRecoverableError: recoverable }));
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(server);
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
